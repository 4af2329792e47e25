// Apart from users.ts and free of TypeBox, so that the browser can take it without the schemas.
import type { Onboarding } from './users';

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
