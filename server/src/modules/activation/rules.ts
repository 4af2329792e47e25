import type { CodeState } from '@kyu/core/contract';

/** Where a code stands at `now`: a used code stays used after its expiry. */
export function codeState(
  code: { redeemedAt: Date | null; expiresAt: Date | null },
  now: Date,
): CodeState {
  if (code.redeemedAt) return 'used';
  if (code.expiresAt && code.expiresAt <= now) return 'expired';
  return 'valid';
}

/** When access granted at `start` ends: after the code's days, or never. */
export const grantEnd = (start: Date, days: number | null): Date | null =>
  days === null ? null : new Date(start.getTime() + days * DAY_MS);

const DAY_MS = 86_400_000;
