import { atom, type ReadableAtom } from 'nanostores';
import { COPIED_RESET_MS } from '../constants/timings';

/** A copy button's state: whether it just copied, and the action that copies. */
export interface CopiedFlag {
  /** True for {@link COPIED_RESET_MS} after a copy succeeded, then false again. */
  readonly $copied: ReadableAtom<boolean>;
  /** Copies `text`; answers whether the clipboard took it. */
  readonly copy: (text: string) => Promise<boolean>;
}

const writeClipboard = (text: string) => navigator.clipboard.writeText(text);

/**
 * A flag for one copy button (a referral code's): each button its own, so copying one does
 * not light up another. `write` replaces the clipboard in tests and where there is none.
 */
export function createCopiedFlag(
  write: (text: string) => Promise<void> = writeClipboard,
): CopiedFlag {
  const $copied = atom(false);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const copy = async (text: string) => {
    try {
      await write(text);
    } catch {
      // A refused or missing clipboard: the button does not claim it copied.
      return false;
    }
    clearTimeout(timer);
    $copied.set(true);
    timer = setTimeout(() => $copied.set(false), COPIED_RESET_MS);
    return true;
  };
  return { $copied, copy };
}
