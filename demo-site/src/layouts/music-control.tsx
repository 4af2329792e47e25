import { useStore } from '@nanostores/preact';
import {
  $music,
  $musicTrack,
  musicVolume,
  nextMusic,
  pauseMusic,
  playMusic,
  previousMusic,
  setMusicMuted,
  soundRuns,
} from '@kyu/core/music';
import { NextIcon, PauseIcon, PlayIcon, PreviousIcon, SoundOffIcon, SoundOnIcon } from './icons';

/**
 * The student's music player: previous, play or pause, next, the track's title and mute, its
 * controls drawn as inline SVG (emoji glyphs are boxes where no emoji font is installed). Its
 * data attributes tell what the sound is doing (tests read them): running, and the volume it
 * fades to.
 */
export function MusicControl() {
  const state = useStore($music);
  const track = useStore($musicTrack);
  return (
    <section
      class="music-control"
      aria-label="Music"
      data-running={String(soundRuns(state))}
      data-volume={String(musicVolume(state))}
    >
      <button type="button" class="icon-button" onClick={previousMusic} aria-label="Previous track">
        <PreviousIcon />
      </button>
      <button
        type="button"
        class="icon-button"
        onClick={state.playing ? pauseMusic : playMusic}
        aria-label={state.playing ? 'Pause music' : 'Play music'}
      >
        {state.playing ? <PauseIcon /> : <PlayIcon />}
      </button>
      <button type="button" class="icon-button" onClick={nextMusic} aria-label="Next track">
        <NextIcon />
      </button>
      <span class="music-title" aria-live="polite">
        {track.title}
      </span>
      <button
        type="button"
        class="icon-button"
        onClick={() => setMusicMuted(!state.muted)}
        aria-pressed={state.muted}
        aria-label="Mute music"
      >
        {state.muted ? <SoundOffIcon /> : <SoundOnIcon />}
      </button>
    </section>
  );
}
