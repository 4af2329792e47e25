import { Howl } from 'howler';
import type { Sound } from './model';

/** A track played by howler (Web Audio, falling back to an audio element). */
export function howlSound(url: string, onEnd: () => void): Sound {
  // Starts silent: the first fade brings it in, so a track never starts with a jump.
  const howl = new Howl({ src: [url], volume: 0, onend: onEnd });
  return {
    play: () => {
      if (!howl.playing()) howl.play();
    },
    pause: () => howl.pause(),
    stop: () => howl.stop(),
    fade: (to, ms) => howl.fade(howl.volume(), to, ms),
    unload: () => howl.unload(),
  };
}
