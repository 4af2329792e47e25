import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSessionUser } from '@kyu/test-support/data';
import { mockFetch } from '@kyu/test-support/fetch';
import { resetCore } from '../testing/reset';
import { $user } from '../account/stores';
import {
  $speaking,
  configureSpeech,
  resetSpeech,
  speak,
  speakInTurn,
  SPEECH_GAP_MS,
  type AudioLike,
} from '.';

const played: (AudioLike & { url: string })[] = [];

beforeEach(() => {
  resetCore();
  $user.set(makeSessionUser());
  played.length = 0;
  configureSpeech({
    createAudio: (url) => {
      const audio = { url, play: vi.fn(async () => undefined), pause: vi.fn(), onended: null };
      played.push(audio);
      return audio;
    },
  });
});
afterEach(() => {
  resetSpeech();
  vi.useRealTimers();
});

const clip = () => new Response(new Blob(['audio']), { headers: { 'content-type': 'audio/wav' } });

describe('speech', () => {
  it('fetches the audio of a message once and plays it', async () => {
    const fetch = mockFetch(clip());
    await speak(5, 'Hello');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/v1/chat/5/speech?is_quiz=false');
    expect($speaking.get()).toBe(5);
    await speak(5, 'Hello');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(played).toHaveLength(2);
    expect(played[0]?.pause).toHaveBeenCalled();
  });

  it('reads queued messages one after another with a 600 ms gap', async () => {
    vi.useFakeTimers();
    mockFetch(clip(), clip());
    speakInTurn([
      { id: 1, text: 'One' },
      { id: 2, text: 'Two' },
    ]);
    await vi.waitFor(() => expect(played).toHaveLength(1));
    played[0]?.onended?.();
    expect($speaking.get()).toBeNull();
    await vi.advanceTimersByTimeAsync(SPEECH_GAP_MS - 1);
    expect(played).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(played).toHaveLength(2));
    expect($speaking.get()).toBe(2);
  });

  it('reads nothing aloud on a page nobody has interacted with yet', () => {
    vi.stubGlobal('navigator', { userActivation: { hasBeenActive: false } });
    const fetch = mockFetch(clip());
    speakInTurn([{ id: 3, text: 'Hello' }]);
    expect(fetch).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
