/** One background-music track (overview §3 "Music track"): its title and its file's name. */
export interface MusicTrack {
  readonly title: string;
  readonly file: string;
}

/** The six tracks in the spec's order; the portal's build renders their files (make-music.mjs). */
export const MUSIC_TRACKS: readonly MusicTrack[] = [
  { title: 'Marhaban Ya Ramadhan', file: 'marhaban-ya-ramadhan.mp3' },
  { title: 'Dancing Piano', file: 'dancing-piano.mp3' },
  { title: 'Dotori', file: 'dotori.mp3' },
  { title: 'Nature', file: 'nature.mp3' },
  { title: 'Electronic Experimental', file: 'electronic-experimental.mp3' },
  { title: 'Jazz In A Room', file: 'jazz-in-a-room.mp3' },
];

/** The fade when moving between audible and muted routes (overview §2). */
export const ROUTE_FADE_MS = 1000;
/** The fade of every other volume change: spoken audio, mute (overview §9). */
export const VOLUME_FADE_MS = 700;
/** The music's volume while spoken audio outside a quiz plays (overview §4). */
export const DUCKED_VOLUME = 0.2;

/** Everything the music depends on; the sound follows it. */
export interface MusicState {
  /** Index into {@link MUSIC_TRACKS}. */
  readonly track: number;
  /** The student has not paused it. */
  readonly playing: boolean;
  /** The `play-music` preference is off. */
  readonly muted: boolean;
  /** The current route is one of the seven audible ones. */
  readonly audible: boolean;
  /** The current route is a quiz, whose questions read aloud leave the music alone. */
  readonly quiz: boolean;
  /** Spoken audio is playing. */
  readonly speaking: boolean;
  /** The visitor has clicked or typed: browsers refuse to play before. */
  readonly unlocked: boolean;
  /** Counts starts of a track from its beginning: a change restarts the sound. */
  readonly take: number;
  /** How long the latest volume change fades, in ms. */
  readonly fadeMs: number;
}

/** What can happen to the music. */
export type MusicEvent =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'choose'; track: number }
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'ended' }
  | { type: 'gesture' }
  | { type: 'mute'; muted: boolean }
  | { type: 'route'; audible: boolean; quiz: boolean }
  | { type: 'speech'; speaking: boolean };

const isTrack = (index: number) =>
  Number.isInteger(index) && index >= 0 && index < MUSIC_TRACKS.length;

/** The state before anything has happened, with the student's remembered track and mute. */
export function initialMusic(track = 0, muted = false): MusicState {
  return {
    track: isTrack(track) ? track : 0,
    playing: true,
    muted,
    audible: false,
    quiz: false,
    speaking: false,
    unlocked: false,
    take: 0,
    fadeMs: VOLUME_FADE_MS,
  };
}

/** The index after `index`, wrapping to the first. */
export const nextTrack = (index: number, count = MUSIC_TRACKS.length) => (index + 1) % count;

/** The index before `index`, wrapping to the last. */
export const previousTrack = (index: number, count = MUSIC_TRACKS.length) =>
  (index - 1 + count) % count;

// A chosen track starts from its beginning and plays, whatever played before.
const start = (state: MusicState, track: number): MusicState => ({
  ...state,
  track,
  playing: true,
  take: state.take + 1,
});

/** The state after `event`. */
export function stepMusic(state: MusicState, event: MusicEvent): MusicState {
  switch (event.type) {
    case 'next':
      return start(state, nextTrack(state.track));
    case 'previous':
      return start(state, previousTrack(state.track));
    case 'choose':
      return isTrack(event.track) ? start(state, event.track) : state;
    case 'play':
      return { ...state, playing: true };
    case 'pause':
      return { ...state, playing: false };
    // The finished track plays again from its start; the volume rule keeps it silent off route.
    case 'ended':
      return state.playing ? { ...state, take: state.take + 1 } : state;
    case 'gesture':
      return { ...state, unlocked: true };
    case 'mute':
      return { ...state, muted: event.muted, fadeMs: VOLUME_FADE_MS };
    case 'route':
      return { ...state, audible: event.audible, quiz: event.quiz, fadeMs: ROUTE_FADE_MS };
    case 'speech':
      return { ...state, speaking: event.speaking, fadeMs: VOLUME_FADE_MS };
  }
}

/** The volume the sound fades to: 0 when muted or off route, lowered under speech, else 1. */
export function musicVolume(state: MusicState): number {
  if (state.muted || !state.audible) return 0;
  return state.speaking && !state.quiz ? DUCKED_VOLUME : 1;
}

/** Whether the sound runs: after the first gesture, unless paused. */
export const soundRuns = (state: MusicState) => state.unlocked && state.playing;

/** What plays one track: a Howl in the browser, a double in tests. */
export interface Sound {
  /** Starts, or resumes where it paused. */
  play(): void;
  pause(): void;
  /** Goes back to the start, paused. */
  stop(): void;
  /** Moves the volume from where it is to `to` over `ms`. */
  fade(to: number, ms: number): void;
  /** Frees the audio. */
  unload(): void;
}

/** Makes the sound of a file URL, calling `onEnd` each time it plays to its end. */
export type CreateSound = (url: string, onEnd: () => void) => Sound;
