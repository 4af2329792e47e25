import { atom, onMount, onSet, type WritableAtom } from 'nanostores';
import { localArea } from '../storage/areas';
import { StorageKey } from '../storage/keys';

// Stored as the strings `true` and `false` under the spec's own key names (overview §3), so a
// value written by an earlier Kyu front-end reads back the same.
function read(key: string, fallback: boolean): boolean {
  try {
    const raw = localArea().getItem(key);
    return raw === null ? fallback : raw !== 'false';
  } catch {
    return fallback;
  }
}

function preference(key: string, fallback: boolean): WritableAtom<boolean> {
  const store = atom(read(key, fallback));
  // Read again when first used: the storage area may have been swapped since this module ran.
  onMount(store, () => store.set(read(key, fallback)));
  onSet(store, ({ newValue }) => {
    try {
      localArea().setItem(key, String(newValue));
    } catch {
      // A refused write keeps the choice for this page only.
    }
  });
  return store;
}

/** `kyu:autoPlay`: new coach replies are read aloud as they arrive (default on). */
export const $autoPlay = preference(StorageKey.autoPlay, true);

/** `kyu:quizAutoPlay`: quiz questions are read aloud as they appear (default on). */
export const $quizAutoPlay = preference(StorageKey.quizAutoPlay, true);

/** `play-music`: background music plays on the student routes that allow it (default on). */
export const $playMusic = preference(StorageKey.playMusic, true);
