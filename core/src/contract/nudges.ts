/**
 * The ids `POST /chat/generate` takes as `nudging_type`: tutor prompt triggers (overview §4,
 * 1–13) for `nudging_group: 'tutor_prompt'`, and quiz coaching kinds (1–18) for
 * `nudging_group: 'quiz_coaching'`.
 */

/** Tutor prompt triggers; `AFTER_FIRST_PRACTICE_IDLE_10S` is the spec's `{hash}` (4). */
export const TutorPrompt = {
  FIRST_LOGIN_DEFAULT: 1,
  FIRST_LOGIN_IDLE_30S: 2,
  SUBSEQUENT_LOGIN_DEFAULT: 3,
  AFTER_FIRST_PRACTICE_IDLE_10S: 4,
  AFTER_FIRST_PRACTICE_IDLE_2MIN: 5,
  SUBSEQUENT_LOGIN_IDLE_2MIN: 6,
  SURVEY_DISPOSITION_OF_LEARNING: 7,
  WELLNESS_TIPS: 8,
  MOTIVATIONAL_TIPS: 9,
  CONFIDENCE_SURVEY_LOGIN: 10,
  CONFIDENCE_SURVEY_AFTER_PRACTICE: 11,
  MOTIVATION_SURVEY_LOGIN: 12,
  MOTIVATION_SURVEY_AFTER_PRACTICE: 13,
} as const;
export type TutorPromptId = (typeof TutorPrompt)[keyof typeof TutorPrompt];

/** Quiz coaching message kinds. */
export const QuizCoaching = {
  EXCELLENCE_AFTER_3_QUESTION: 1,
  EXCELLENCE_CONTINUED_AFTER_6_QUESTION: 2,
  EXCELLENCE_BROKEN_AFTER_2_MISTAKES: 3,
  FAST_INCORRECT_BEHAVIOR_UNCHANGED: 4,
  FAST_INCORRECT_BEHAVIOR_CHANGED: 5,
  STREAK_2_IN_A_ROW: 6,
  STREAK_3_IN_A_ROW: 7,
  STREAK_4_IN_A_ROW: 8,
  STREAK_5_IN_A_ROW: 9,
  MIDWAY_NO_MESSAGE_SENT: 10,
  IDLE_90_SECONDS: 11,
  IDLE_120_SECONDS: 12,
  TARGETED_GOAL_ONE_THIRD: 13,
  TARGETED_GOAL_MID: 14,
  TARGETED_GOAL_TWO_THIRD: 15,
  NEW_USER_1_QUESTION_COMPLETED: 16,
  NEW_USER_3_QUESTION_COMPLETED: 17,
  NEW_USER_5_QUESTION_COMPLETED: 18,
} as const;
export type QuizCoachingId = (typeof QuizCoaching)[keyof typeof QuizCoaching];
