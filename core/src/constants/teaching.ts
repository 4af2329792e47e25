/**
 * Teaching ids and defaults the wire format uses (issue 13), kept apart from the TypeBox
 * contract so a widget or page that needs them does not download the schemas.
 */

/** Lesson kinds (overview §3). */
export const LessonType = {
  lesson: 1,
  aiBook: 2,
  learningPath: 3,
  mockExam: 4,
  worksheet: 5,
  learningJourney: 6,
} as const;
export type LessonTypeId = (typeof LessonType)[keyof typeof LessonType];

/**
 * Lesson item kinds. The spec names item_type_id without values; Kyu's: a reading (learning
 * content, its text in the item's note), a worksheet or quiz (worksheet_id), a video link.
 */
export const LessonItemType = { content: 1, worksheet: 2, video: 3 } as const;
export type LessonItemTypeId = (typeof LessonItemType)[keyof typeof LessonItemType];

/** The generated worksheet list's default page and size (overview §9). */
export const GENERATED_LIST_PAGE = 1;
export const GENERATED_LIST_SIZE = 20;

/** States of a worksheet generation job, which the creator watches live. */
export type GenerationStatus = 'queued' | 'running' | 'done' | 'failed';
