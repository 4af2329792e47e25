import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSessionUser } from '@kyu/test-support/data';
import { mockFetch } from '@kyu/test-support/fetch';
import { $user } from '../account/stores';
import {
  $speaking,
  configureSpeech,
  resetSpeech,
  speakInTurn,
  SPEECH_GAP_MS,
} from '../chat/speech';
import { $playMusic } from '../preferences/stores';
import { $location } from '../router/stores';
import { StorageKey } from '../storage/keys';
import { resetCore } from '../testing/reset';
import {
  $music,
  $musicTrack,
  chooseMusic,
  configureMusic,
  dispatchMusic,
  nextMusic,
  pauseMusic,
  setMusicMuted,
  type Sound,
} from '.';

interface FakeSound extends Sound {
  url: string;
  end: () => void;
  volume: number;
  fades: [number, number][];
  calls: string[];
}
let sounds: FakeSound[] = [];
const last = () => sounds[sounds.length - 1]!;

function fakeSound(url: string, onEnd: () => void): FakeSound {
  const sound: FakeSound = {
    url,
    end: onEnd,
    volume: 0,
    fades: [],
    calls: [],
    play: () => sound.calls.push('play'),
    pause: () => sound.calls.push('pause'),
    stop: () => sound.calls.push('stop'),
    unload: () => sound.calls.push('unload'),
    fade: (to, ms) => {
      sound.fades.push([to, ms]);
      sound.volume = to;
    },
  };
  sounds.push(sound);
  return sound;
}

let local: Storage;
let stop: () => void;
const go = (pathname: string) => $location.set({ pathname, search: '' });
const student = makeSessionUser();

beforeEach(() => {
  ({ local } = resetCore());
  sounds = [];
  configureMusic({ createSound: fakeSound, base: '/music/' });
  $user.set(student);
  go('/student/library');
  stop = $music.listen(() => {});
});
afterEach(() => {
  stop();
  resetSpeech();
  cleanStores($music, $playMusic);
  vi.useRealTimers();
});

describe('music', () => {
  it('plays nothing before the first gesture', () => {
    expect(sounds).toHaveLength(0);
    dispatchMusic({ type: 'gesture' });
    expect(last().url).toBe('/music/marhaban-ya-ramadhan.mp3');
    expect(last().calls).toEqual(['play']);
    expect(last().volume).toBe(1);
  });

  it('fades to silence over 1000 ms off the music routes and back again', () => {
    dispatchMusic({ type: 'gesture' });
    go('/student/revisions');
    expect(last().fades.at(-1)).toEqual([0, 1000]);
    go('/student/dashboard');
    expect(last().fades.at(-1)).toEqual([1, 1000]);
    expect(sounds).toHaveLength(1);
  });

  it('unloads the current track and plays the chosen one', () => {
    dispatchMusic({ type: 'gesture' });
    const first = last();
    chooseMusic(3);
    expect(first.calls).toContain('unload');
    expect(last().url).toBe('/music/nature.mp3');
    expect($musicTrack.get().title).toBe('Nature');
  });

  it('replays a finished track on the same sound', () => {
    dispatchMusic({ type: 'gesture' });
    last().end();
    expect(sounds).toHaveLength(1);
    expect(last().calls).toEqual(['play', 'stop', 'play']);
  });

  it('pauses the sound on pause', () => {
    dispatchMusic({ type: 'gesture' });
    pauseMusic();
    expect($music.get().playing).toBe(false);
    expect(last().calls.at(-1)).toBe('pause');
  });

  it('remembers the track of each user in music-id', () => {
    nextMusic();
    expect(JSON.parse(local.getItem(StorageKey.musicId)!)).toEqual({ [student.id]: 1 });
    $user.set(makeSessionUser());
    expect($music.get().track).toBe(0);
    $user.set(student);
    expect($music.get().track).toBe(1);
  });

  it('keeps mute in play-music and fades out over 700 ms', () => {
    dispatchMusic({ type: 'gesture' });
    setMusicMuted(true);
    expect(local.getItem(StorageKey.playMusic)).toBe('false');
    expect(last().fades.at(-1)).toEqual([0, 700]);
  });

  it('lowers the music to 0.2 while the coach speaks and restores 1 after', () => {
    dispatchMusic({ type: 'gesture' });
    $speaking.set(7);
    expect(last().fades.at(-1)).toEqual([0.2, 700]);
    $speaking.set(null);
    expect(last().fades.at(-1)).toEqual([1, 700]);
  });

  it('keeps the music up while a quiz question is read aloud', () => {
    dispatchMusic({ type: 'gesture' });
    go('/student/quiz/4');
    $speaking.set(7);
    expect(last().fades.at(-1)).toEqual([0, 1000]);
    expect($music.get()).toMatchObject({ speaking: true, quiz: true });
  });

  it('lowers the music under each idle message, read in turn 600 ms apart', async () => {
    vi.useFakeTimers();
    dispatchMusic({ type: 'gesture' });
    const clips: { onended: (() => void) | null }[] = [];
    configureSpeech({
      createAudio: () => {
        const clip = { play: async () => undefined, pause: () => {}, onended: null };
        clips.push(clip);
        return clip;
      },
    });
    const clip = () => new Response(new Blob(['a']), { headers: { 'content-type': 'audio/wav' } });
    mockFetch(clip(), clip());
    speakInTurn([
      { id: 1, text: 'Still there?' },
      { id: 2, text: 'Try a quiz' },
    ]);
    await vi.waitFor(() => expect(clips).toHaveLength(1));
    expect(last().volume).toBe(0.2);
    clips[0]!.onended?.();
    expect(last().volume).toBe(1);
    await vi.advanceTimersByTimeAsync(SPEECH_GAP_MS);
    await vi.waitFor(() => expect(clips).toHaveLength(2));
    expect(last().volume).toBe(0.2);
  });
});
