import { atom, computed } from 'nanostores';
import type { Activation, ActivationCheck, Child } from '../contract';
import { normaliseActivationCode } from '../contract/activation-code';
import { api } from '../api/client';
import { problemMessage } from '../api/model';
import { clearAtSignOut } from '../account/sign-out';
import { $user } from '../account/stores';
import { checkMessage, codeIssue, redeemTargets } from './model';

/** The code checked last (`GET /activation/{code}`), or null. */
export const $codeCheck = atom<ActivationCheck | null>(null);

/** The signed-in parent's children, or null until loaded. */
export const $redeemChildren = atom<readonly Child[] | null>(null);

/** The finished redemption, with the courses it unlocked, or null. */
export const $redemption = atom<Activation | null>(null);

/** What went wrong last, as a sentence to show and announce, or null. */
export const $redeemError = atom<string | null>(null);

/** Whom the signed-in user may redeem for. */
export const $redeemTargets = computed([$user, $redeemChildren], redeemTargets);

/** Whether the code checked last may be redeemed now. */
export const $codeRedeemable = computed($codeCheck, (check) => check?.checked === true);

let epoch = 0;

function forget(): void {
  epoch++;
  $codeCheck.set(null);
  $redeemChildren.set(null);
  $redemption.set(null);
  $redeemError.set(null);
}

/** Starts over with another code, keeping the children loaded. */
export function resetRedeem(): void {
  epoch++;
  $codeCheck.set(null);
  $redemption.set(null);
  $redeemError.set(null);
}

/**
 * Checks a typed code; a used or expired one, an unknown one (404) or a failed call leaves the
 * reason in {@link $redeemError}. Answers whether the code may be redeemed.
 */
export async function checkCode(typed: string): Promise<boolean> {
  clearAtSignOut('redeem', forget);
  const run = ++epoch;
  $redemption.set(null);
  const issue = codeIssue(typed);
  if (issue) {
    $codeCheck.set(null);
    $redeemError.set(issue);
    return false;
  }
  try {
    const code = encodeURIComponent(normaliseActivationCode(typed));
    const check = await api.get<ActivationCheck>(`/activation/${code}`);
    if (run !== epoch) return false;
    $codeCheck.set(check);
    $redeemError.set(checkMessage(check));
    return check.checked;
  } catch (error) {
    if (run !== epoch) return false;
    $codeCheck.set(null);
    $redeemError.set(problemMessage(error));
    return false;
  }
}

/** Loads a parent's children to choose from; a student needs none. */
export async function loadRedeemChildren(): Promise<void> {
  clearAtSignOut('redeem', forget);
  const run = epoch;
  try {
    const children = await api.get<Child[]>('/users/children');
    if (run === epoch) $redeemChildren.set(children);
  } catch (error) {
    if (run === epoch) $redeemError.set(problemMessage(error));
  }
}

/** Redeems the checked code for a learner; the unlocked courses land in {@link $redemption}. */
export async function redeemFor(childId: number): Promise<boolean> {
  clearAtSignOut('redeem', forget);
  const check = $codeCheck.get();
  if (!check?.checked) return false;
  const run = ++epoch;
  $redeemError.set(null);
  try {
    const done = await api.post<Activation>('/activation', { code: check.code, child_id: childId });
    if (run !== epoch) return false;
    $redemption.set(done);
    $codeCheck.set({ ...check, checked: false, status: 'used' });
    return true;
  } catch (error) {
    if (run === epoch) $redeemError.set(problemMessage(error));
    return false;
  }
}
