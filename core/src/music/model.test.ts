import { describe, expect, it } from 'vitest';
import {
  DUCKED_VOLUME,
  initialMusic,
  MUSIC_TRACKS,
  musicVolume,
  nextTrack,
  previousTrack,
  ROUTE_FADE_MS,
  soundRuns,
  stepMusic,
  VOLUME_FADE_MS,
  type MusicEvent,
  type MusicState,
} from './model';

const state = (over: Partial<MusicState> = {}): MusicState => ({
  ...initialMusic(),
  audible: true,
  unlocked: true,
  ...over,
});
const run = (from: MusicState, ...events: MusicEvent[]) => events.reduce(stepMusic, from);

describe('music rules', () => {
  it('lists the six tracks in the spec order', () => {
    expect(MUSIC_TRACKS.map((t) => t.title)).toEqual([
      'Marhaban Ya Ramadhan',
      'Dancing Piano',
      'Dotori',
      'Nature',
      'Electronic Experimental',
      'Jazz In A Room',
    ]);
  });

  it('wraps next after the last track and previous before the first', () => {
    expect(nextTrack(5)).toBe(0);
    expect(previousTrack(0)).toBe(5);
    expect(run(state({ track: 5 }), { type: 'next' }).track).toBe(0);
    expect(run(state({ track: 0 }), { type: 'previous' }).track).toBe(5);
  });

  it('stops the current track and plays the chosen one from its start', () => {
    const paused = state({ track: 1, playing: false, take: 3 });
    const chosen = run(paused, { type: 'choose', track: 4 });
    expect(chosen).toMatchObject({ track: 4, playing: true, take: 4 });
    expect(run(paused, { type: 'choose', track: 6 })).toBe(paused);
  });

  it('replays a finished track from its start', () => {
    const ended = run(state({ track: 2, take: 1 }), { type: 'ended' });
    expect(ended).toMatchObject({ track: 2, take: 2, playing: true });
  });

  it('replays a finished track silently when the route is not audible', () => {
    const ended = run(state({ audible: false }), { type: 'ended' });
    expect(ended.take).toBe(1);
    expect(musicVolume(ended)).toBe(0);
  });

  it('sets playing to false on pause, and back on play', () => {
    const paused = run(state(), { type: 'pause' });
    expect(paused.playing).toBe(false);
    expect(soundRuns(paused)).toBe(false);
    expect(run(paused, { type: 'play' }).playing).toBe(true);
  });

  it('is audible on the music routes and muted elsewhere', () => {
    expect(musicVolume(run(state(), { type: 'route', audible: true, quiz: false }))).toBe(1);
    expect(musicVolume(run(state(), { type: 'route', audible: false, quiz: false }))).toBe(0);
  });

  it('fades over 1000 ms between route groups and 700 ms for other volume changes', () => {
    expect(run(state(), { type: 'route', audible: false, quiz: false }).fadeMs).toBe(ROUTE_FADE_MS);
    expect(ROUTE_FADE_MS).toBe(1000);
    const speech: MusicEvent = { type: 'speech', speaking: true };
    expect(run(state(), speech).fadeMs).toBe(VOLUME_FADE_MS);
    expect(run(state(), { type: 'mute', muted: true }).fadeMs).toBe(VOLUME_FADE_MS);
    expect(VOLUME_FADE_MS).toBe(700);
  });

  it('lowers the music to 0.2 under spoken audio outside a quiz and restores 1 after', () => {
    const speaking = run(state(), { type: 'speech', speaking: true });
    expect(musicVolume(speaking)).toBe(DUCKED_VOLUME);
    expect(DUCKED_VOLUME).toBe(0.2);
    expect(musicVolume(run(speaking, { type: 'speech', speaking: false }))).toBe(1);
  });

  it('keeps the music at 1 under spoken audio in a quiz', () => {
    const inQuiz = run(state(), { type: 'route', audible: false, quiz: true });
    expect(musicVolume(run({ ...inQuiz, audible: true }, { type: 'speech', speaking: true }))).toBe(
      1,
    );
  });

  it('starts only after the first gesture', () => {
    const locked = initialMusic();
    expect(soundRuns(locked)).toBe(false);
    expect(soundRuns(run(locked, { type: 'gesture' }))).toBe(true);
  });

  it('is silent while muted', () => {
    expect(musicVolume(run(state(), { type: 'mute', muted: true }))).toBe(0);
    expect(musicVolume(initialMusic(0, true))).toBe(0);
  });

  it('starts from a remembered track, or the first when the memory is not a track', () => {
    expect(initialMusic(3).track).toBe(3);
    expect(initialMusic(9).track).toBe(0);
    expect(initialMusic(-1).track).toBe(0);
  });
});
