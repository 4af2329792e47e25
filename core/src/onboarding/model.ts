import type { Onboarding } from '../contract';

/** Every onboarding field; the type check keeps this list in step with the contract. */
export const ONBOARDING_FIELDS = [
  'display_name',
  'academic_level_id',
  'subject_ids',
  'school_name',
  'learning_goal',
  'heard_about_us',
] as const satisfies readonly (keyof Onboarding)[];

// Fails to compile when the contract gains a field the list above lacks.
type Missing = Exclude<keyof Onboarding, (typeof ONBOARDING_FIELDS)[number]>;
const _complete: Missing extends never ? true : never = true;
void _complete;

/** True when a field holds an answer: not null, not a blank string, not an empty list. */
export function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** The share of onboarding fields filled, from 0 to 1 (overview §3). */
export function onboardingProgress(o: Partial<Onboarding> | null): number {
  if (!o) return 0;
  const filled = ONBOARDING_FIELDS.filter((field) => isFilled(o[field])).length;
  return filled / ONBOARDING_FIELDS.length;
}

export { emptyOnboarding } from '../contract/empty-onboarding';
