// The ids of tutor prompts and quiz coaching kinds are part of the wire format, so they live in
// the contract; they are re-exported here with the rest of the tutor's constants.
export {
  QuizCoaching,
  TutorPrompt,
  type QuizCoachingId,
  type TutorPromptId,
} from '../contract/nudges';

/** Event keys of quiz coaching moments (overview §4), for the quiz to report. */
export const QuizEventKey = {
  oneThird: 'quiz_one_third',
  mid: 'quiz_mid',
  twoThird: 'quiz_two_third',
  newUser1Completed: 'new_user_1_qn_completed',
  newUser3Completed: 'new_user_3_qn_completed',
  newUser5Completed: 'new_user_5_qn_completed',
} as const;
/** One of {@link QuizEventKey}. */
export type QuizEventKeyName = (typeof QuizEventKey)[keyof typeof QuizEventKey];

/** Idle thresholds of the tutor prompts (overview §4 and §9), in milliseconds. */
export const TutorIdle = {
  survey: 2_000,
  afterPractice: 10_000,
  firstLogin: 30_000,
  long: 120_000,
} as const;

/** A practice scoring this or more earns wellness tips; below it, motivational tips. */
export const TIPS_SCORE_THRESHOLD = 60;

/** Survey ids (overview §3): 1 confidence/login, 2 confidence/after practice, 3 and 4 motivation. */
export const Survey = {
  confidenceLogin: 1,
  confidenceAfterPractice: 2,
  motivationLogin: 3,
  motivationAfterPractice: 4,
} as const;
