import { UserRole } from '../constants/roles';
import type { ActivationCheck, Child, SessionUser } from '../contract';
// The file itself, not the contract's index: that would bring every schema and TypeBox along.
import { normaliseActivationCode } from '../contract/activation-code';

/** Shortest and longest codes the server reads, as the contract says. */
const MIN_CODE = 4;
const MAX_CODE = 64;

/**
 * Why a typed code cannot be sent yet, or null when it can: checked before any call, so a blank
 * field or a stray symbol is explained at once rather than as a 400.
 */
export function codeIssue(typed: string): string | null {
  const code = normaliseActivationCode(typed);
  if (!code) return 'Enter the code printed on your card.';
  if (!/^[A-Z0-9-]+$/.test(code)) return 'A code has only letters, digits and dashes.';
  if (code.length < MIN_CODE || code.length > MAX_CODE)
    return 'This is not the length of a code. Check it and try again.';
  return null;
}

/** What to tell a parent about a code that was found: null when it may be redeemed. */
export function checkMessage(check: ActivationCheck): string | null {
  if (check.status === 'used') return 'This code has already been used.';
  if (check.status === 'expired') return 'This code has expired and can no longer be used.';
  return null;
}

/** One learner a code may be redeemed for. */
export interface RedeemTarget {
  id: number;
  name: string;
}

/**
 * Whom a signed-in user may redeem for: a parent their children, a student themself, anyone
 * else nobody (a teacher's account cannot redeem).
 */
export function redeemTargets(user: SessionUser | null, children: readonly Child[] | null) {
  if (!user) return [];
  if (user.user_role_id === UserRole.student) {
    return [{ id: user.id, name: `${user.first_name} ${user.last_name}`.trim() || 'Yourself' }];
  }
  if (user.user_role_id !== UserRole.parent) return [];
  return (children ?? []).map((c) => ({ id: c.id, name: `${c.first_name} ${c.last_name}`.trim() }));
}
