/** Question type names by `question_type_id` (1–6), as the console shows them. */
export const TYPE_NAMES = [
  '',
  'Single choice',
  'Multiple choice',
  'Numeric',
  'Short text',
  'Open answer',
  'Group',
];

/** Difficulty names by `difficulty_level_id` (1–3). */
export const DIFFICULTY_NAMES = ['', 'Easy', 'Medium', 'Hard'];

/** The moderation states the list filters by, with their labels. */
export const STATES = [
  ['approved', 'Approved'],
  ['unapproved', 'Not approved'],
  ['needs_review', 'Needs review'],
  ['enabled', 'Enabled'],
  ['disabled', 'Disabled'],
] as const;

/** The state actions, one button each, on one question or on those ticked. */
export const ACTIONS = [
  ['approve', 'Approve'],
  ['review', 'Mark for review'],
  ['enable', 'Enable'],
  ['disable', 'Disable'],
] as const;
