import type { CreateSound, Sound } from './model';

/**
 * A sound that loads howler on first use, so pages without music never download it; calls made
 * before it arrives are replayed on it in order.
 */
export const lazyHowl: CreateSound = (url, onEnd) => {
  let real: Sound | null = null;
  const waiting: ((sound: Sound) => void)[] = [];
  void import('./howl').then(({ howlSound }) => {
    real = howlSound(url, onEnd);
    for (const call of waiting.splice(0)) call(real);
  });
  const call = (fn: (sound: Sound) => void) => (real ? fn(real) : waiting.push(fn));
  return {
    play: () => call((s) => s.play()),
    pause: () => call((s) => s.pause()),
    stop: () => call((s) => s.stop()),
    fade: (to, ms) => call((s) => s.fade(to, ms)),
    unload: () => call((s) => s.unload()),
  };
};
