import { atom, computed, onMount } from 'nanostores';
import { UserRole } from '../constants';
import { $user } from '../account/stores';
import { $speaking } from '../chat/speech';
import { $playMusic } from '../preferences/stores';
import { $location } from '../router/stores';
import { matchRoute } from '../routes';
import { localArea, readJson, writeJson } from '../storage/areas';
import { StorageKey } from '../storage/keys';
import {
  initialMusic,
  MUSIC_TRACKS,
  musicVolume,
  soundRuns,
  stepMusic,
  VOLUME_FADE_MS,
  type CreateSound,
  type MusicEvent,
  type MusicState,
  type Sound,
} from './model';
import { lazyHowl } from './sound';

const options = { createSound: lazyHowl, base: '/music/' };

/** Replaces how tracks are played (tests) or where their files are (a host serving them elsewhere). */
export function configureMusic(next: { createSound?: CreateSound; base?: string }): void {
  Object.assign(options, next);
}

/** The music's state; mounted by the portal's music control for a signed-in student. */
export const $music = atom<MusicState>(initialMusic());

/** The track now chosen. */
export const $musicTrack = computed($music, (state) => MUSIC_TRACKS[state.track]!);

// `music-id` keeps each user's track index, so two students sharing a device keep their own.
const savedTracks = () => readJson<Record<string, number>>(localArea(), StorageKey.musicId) ?? {};

function remember(track: number): void {
  const user = $user.get();
  if (user) writeJson(localArea(), StorageKey.musicId, { ...savedTracks(), [user.id]: track });
}

let sound: Sound | null = null;
let soundTrack = -1;
let soundTake = -1;
let sounding = false;
let volume = 0;

function stopSound(): void {
  sound?.stop();
  sound?.unload();
  sound = null;
  sounding = false;
  volume = 0;
}

// Makes the sound do what the state says: the right track from the right start, running or not,
// fading to the volume the rules give.
function follow(state: MusicState): void {
  if (!soundRuns(state)) {
    if (sounding) sound?.pause();
    sounding = false;
    return;
  }
  if (!sound || soundTrack !== state.track) {
    stopSound();
    sound = options.createSound(options.base + MUSIC_TRACKS[state.track]!.file, () =>
      dispatchMusic({ type: 'ended' }),
    );
    soundTrack = state.track;
  } else if (soundTake !== state.take) {
    sound.stop();
    sounding = false;
  }
  soundTake = state.take;
  // A track starting fades in like any volume change; the route's fade is for moving between pages.
  const fadeMs = sounding ? state.fadeMs : VOLUME_FADE_MS;
  if (!sounding) sound.play();
  sounding = true;
  const target = musicVolume(state);
  if (target !== volume) sound.fade(target, fadeMs);
  volume = target;
}

/** Applies one event to the music and the sound. */
export function dispatchMusic(event: MusicEvent): void {
  const before = $music.get();
  const after = stepMusic(before, event);
  if (after.track !== before.track) remember(after.track);
  $music.set(after);
}

// Questions read aloud in a quiz are part of the quiz; only the coach's voice lowers the music.
const routeEvent = (): MusicEvent => {
  const route = matchRoute($location.get().pathname)?.route;
  return {
    type: 'route',
    audible: route?.music !== undefined,
    quiz: route?.path.includes('quiz') ?? false,
  };
};
const speechEvent = (): MusicEvent => ({ type: 'speech', speaking: $speaking.get() !== null });

function load(): void {
  const user = $user.get();
  const track = user?.user_role_id === UserRole.student ? savedTracks()[user.id] : undefined;
  const unlocked = $music.get().unlocked;
  $music.set({ ...initialMusic(track, !$playMusic.get()), unlocked });
  dispatchMusic(routeEvent());
  dispatchMusic(speechEvent());
}

const hasBeenActive = () =>
  (globalThis.navigator as Navigator | undefined)?.userActivation?.hasBeenActive ?? false;

onMount($music, () => {
  let userId = $user.get()?.id;
  const doc = typeof document === 'undefined' ? null : document;
  const events = ['pointerdown', 'keydown', 'click'] as const;
  const gesture = () => {
    for (const name of events) doc?.removeEventListener(name, gesture, true);
    dispatchMusic({ type: 'gesture' });
  };
  for (const name of events) doc?.addEventListener(name, gesture, true);
  // The preference is listened to first, so it has read storage before load() asks it.
  const stops = [
    $playMusic.listen((on) => dispatchMusic({ type: 'mute', muted: !on })),
    $location.listen(() => dispatchMusic(routeEvent())),
    $speaking.listen(() => dispatchMusic(speechEvent())),
    $user.listen((user) => {
      if (user?.id === userId) return;
      userId = user?.id;
      stopSound();
      // Signed out, the music stops until someone signs in again.
      if (user) load();
      else dispatchMusic({ type: 'pause' });
    }),
  ];
  load();
  if (hasBeenActive()) dispatchMusic({ type: 'gesture' });
  stops.push($music.subscribe(follow));
  return () => {
    for (const name of events) doc?.removeEventListener(name, gesture, true);
    stops.forEach((stop) => stop());
    stopSound();
  };
});

/** Plays the next track, after the last the first. */
export const nextMusic = () => dispatchMusic({ type: 'next' });
/** Plays the previous track, before the first the last. */
export const previousMusic = () => dispatchMusic({ type: 'previous' });
/** Stops the current track and plays track `index` from its start. */
export const chooseMusic = (index: number) => dispatchMusic({ type: 'choose', track: index });
/** Resumes the music. */
export const playMusic = () => dispatchMusic({ type: 'play' });
/** Pauses the music. */
export const pauseMusic = () => dispatchMusic({ type: 'pause' });
/** Turns the music off or on; remembered in `play-music`. */
export const setMusicMuted = (muted: boolean) => $playMusic.set(!muted);
