import { removeEverywhere } from '../storage/areas';
import { SIGN_OUT_KEYS } from '../storage/keys';
import { $user } from './stores';

/**
 * What sign-out empties in memory besides the user, in this order: the chat history and the
 * reply streaming, the survey questions waiting, the tutor's prompts of the session, each open
 * quiz, the quiz library, streaks and XP, the onboarding answers, the cart with the child chosen
 * and the subscriptions shown, the courses with the one selected, the
 * children with their overviews, the referral code with its redeemers, and
 * the code being redeemed with the children to redeem for, the student's league, and the sticker
 * book, collectibles and play settings, and the learning path, lesson and assignments shown.
 */
export const SIGN_OUT_CLEARS = [
  'chat',
  'surveys',
  'tutor',
  'quiz',
  'library',
  'progress',
  'onboarding',
  'cart',
  'courses',
  'family',
  'referrals',
  'redeem',
  'leaderboard',
  'play',
  'learning',
] as const;

/** One of {@link SIGN_OUT_CLEARS}. */
export type SignOutClear = (typeof SIGN_OUT_CLEARS)[number];

// Filled as features take a user's data in, not as they are imported: sign-out cannot import
// them, or every widget would download the coach's, the quiz's and the library's stores.
const clears = new Map<() => void, SignOutClear>();

/**
 * Runs `clear` at each sign-out until the answered function is called. A feature calls it as it
 * takes a user's data into memory; calling it again with the same function changes nothing.
 */
export function clearAtSignOut(what: SignOutClear, clear: () => void): () => void {
  clears.set(clear, what);
  return () => clears.delete(clear);
}

/**
 * Signs out in this browser only. Clears what overview §4 "Session and account" names (the
 * user, cart, chat history, survey status, Apple and Google claims, selected course) and what
 * goes with them ({@link SIGN_OUT_KEYS}, from both storage areas), then the user and each of
 * {@link SIGN_OUT_CLEARS} in memory.
 */
export function signOutLocally(): void {
  removeEverywhere(SIGN_OUT_KEYS);
  $user.set(null);
  // A quiz closing itself leaves the map as it goes, which a Map's iteration allows.
  for (const what of SIGN_OUT_CLEARS) for (const [clear, of] of clears) if (of === what) clear();
}
