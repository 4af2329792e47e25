/**
 * Practice ids the wire format uses, kept apart from the TypeBox contract so a widget that needs
 * them does not download the schemas.
 */

/** Question type ids. A question with sub-questions is a `group`: its parts carry the marks. */
export const QuestionType = {
  singleChoice: 1,
  multipleChoice: 2,
  numeric: 3,
  shortText: 4,
  openAnswer: 5,
  group: 6,
} as const;
export type QuestionTypeId = (typeof QuestionType)[keyof typeof QuestionType];

/** Difficulty level ids. */
export const DifficultyLevel = { easy: 1, medium: 2, hard: 3 } as const;

/** Assessment kinds (overview §3). */
export const QuizType = {
  assignment: 1,
  learningJourney: 2,
  independentStudy: 3,
  exam: 4,
  boost: 5,
  review: 6,
  practice: 7,
  generated: 8,
  revision: 9,
} as const;
