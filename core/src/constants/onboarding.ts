import type { Onboarding } from '../contract/users';

/** An onboarding record with nothing filled: unanswered fields are null, lists are empty. */
export function emptyOnboarding(): Onboarding {
  return {
    display_name: null,
    academic_level_id: null,
    subject_ids: [],
    school_name: null,
    learning_goal: null,
    heard_about_us: null,
  };
}
