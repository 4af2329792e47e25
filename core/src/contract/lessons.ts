import { Type, type Static } from 'typebox';
import { Id, JsonField, Nullable } from './common';

/*
 * Lessons and learning paths (calls.md §3 "Lesson" and "Item", §7 "Lessons"). An assignment id
 * of 0 in a path means "no assignment": the student's own learning path.
 */

const Title = Type.String({ minLength: 1, maxLength: 200 });
const Description = Type.String({ maxLength: 5000 });
const Percent = Type.Number({ minimum: 0, maximum: 100 });
const LessonTypeId = Type.Integer({ minimum: 1, maximum: 6 });
const ItemTypeId = Type.Integer({ minimum: 1, maximum: 3 });
/** A path's assignment id: 0 is the student's own learning path, with no assignment. */
const AssignmentRef = Type.Integer({ minimum: 0, maximum: 2_147_483_647 });

/** How a teacher's class did on a worksheet item of an assignment. */
export const ItemStats = Type.Object({
  correct_attempts: Type.Integer({ minimum: 0 }),
  num_questions: Type.Integer({ minimum: 0 }),
});

/** A lesson item, with the viewed student's completion and, for a teacher, the class's counts. */
export const LessonItem = Type.Object({
  id: Id,
  title: Type.String(),
  note: Type.String(),
  item_type_id: Type.Integer(),
  worksheet_id: Nullable(Id),
  completed: Type.Boolean(),
  marks_given: Nullable(Type.Number()),
  max_score: Nullable(Type.Integer()),
  num_students_completed: Type.Optional(Type.Integer({ minimum: 0 })),
  item_stats: Type.Optional(ItemStats),
});
export type LessonItem = Static<typeof LessonItem>;

export const LessonSection = Type.Object({
  id: Id,
  title: Type.String(),
  description: Type.String(),
  section_matrix: Type.Record(Type.String(), Type.Unknown()),
  course_tagging_ids: Type.Array(Id),
  is_edited: Type.Boolean(),
  items: Type.Array(LessonItem),
});
export type LessonSection = Static<typeof LessonSection>;

/** A lesson as a list shows it, without its sections. */
export const LessonSummary = Type.Object({
  id: Id,
  title: Type.String(),
  description: Type.String(),
  course_id: Id,
  lesson_type_id: Type.Integer(),
  /** Null for Kyu's own catalogue lessons, which a school's teachers read but do not change. */
  school_id: Nullable(Id),
  position: Type.Integer(),
  cover_url: Nullable(Type.String()),
  /** For a student: the assignment that gave them the lesson, if any, and its due date. */
  assignment_id: Nullable(Id),
  due_date: Nullable(Type.String({ format: 'date-time' })),
});
export type LessonSummary = Static<typeof LessonSummary>;

export const LessonSummaryList = Type.Array(LessonSummary);
export type LessonSummaryList = Static<typeof LessonSummaryList>;

/** A lesson with its sections and items. */
export const Lesson = Type.Intersect([
  LessonSummary,
  Type.Object({ sections: Type.Array(LessonSection) }),
]);
export type Lesson = Static<typeof Lesson>;

export const LessonListQuery = Type.Object({ lesson_type_id: Type.Optional(LessonTypeId) });
export type LessonListQuery = Static<typeof LessonListQuery>;

/** `GET /lessons/{id}`: whose completions to show, and the assignment they belong to. */
export const LessonQuery = Type.Object({
  assignment_id: Type.Optional(Id),
  student_id: Type.Optional(Id),
});
export type LessonQuery = Static<typeof LessonQuery>;

/** An item of a new or changed lesson; a worksheet item names its quiz. */
export const LessonItemInput = Type.Object({
  title: Title,
  note: Type.Optional(Type.String({ maxLength: 20_000 })),
  item_type_id: ItemTypeId,
  worksheet_id: Type.Optional(Id),
});
export type LessonItemInput = Static<typeof LessonItemInput>;

export const LessonSectionInput = Type.Object({
  title: Title,
  description: Type.Optional(Description),
  items: Type.Array(LessonItemInput, { maxItems: 50 }),
});
export type LessonSectionInput = Static<typeof LessonSectionInput>;

export const LessonSectionsInput = Type.Array(LessonSectionInput, { maxItems: 30 });
export type LessonSectionsInput = Static<typeof LessonSectionsInput>;

/** The text fields of `POST /lessons` (multipart, with an optional cover image in `file`). */
export const LessonFormFields = Type.Object({
  title: Title,
  description: Type.Optional(Description),
  course_id: Id,
  lesson_type_id: LessonTypeId,
  sections: Type.Optional(JsonField(LessonSectionsInput, 'The sections, as JSON')),
});
export type LessonFormFields = Static<typeof LessonFormFields>;

/** `PATCH /lessons/{id}`: the fields to change; `sections`, when sent, replace every section. */
export const LessonPatch = Type.Object({
  title: Type.Optional(Title),
  description: Type.Optional(Description),
  course_id: Type.Optional(Id),
  lesson_type_id: Type.Optional(LessonTypeId),
  sections: Type.Optional(LessonSectionsInput),
});
export type LessonPatch = Static<typeof LessonPatch>;

export const LessonDeleted = Type.Object({ id: Id, deleted: Type.Literal(true) });
export type LessonDeleted = Static<typeof LessonDeleted>;

/** `POST /lessons/{id}/assign`: to a class, or to every student with a course; one of the two. */
export const AssignLessonBody = Type.Object({
  class_id: Type.Optional(Id),
  course_id: Type.Optional(Id),
  due_date: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })),
});
export type AssignLessonBody = Static<typeof AssignLessonBody>;

export const LessonAssignment = Type.Object({
  id: Id,
  lesson_id: Id,
  class_id: Nullable(Id),
  course_id: Nullable(Id),
  due_date: Nullable(Type.String({ format: 'date-time' })),
});
export type LessonAssignment = Static<typeof LessonAssignment>;

export const LessonIdParams = Type.Object({ id: Id });
export const CompleteItemParams = Type.Object({ id: Id, aid: AssignmentRef, itemId: Id });
export type CompleteItemParams = Static<typeof CompleteItemParams>;
export const ClassProgressParams = Type.Object({ lessonId: Id, id: Id, classId: Id });
export const PerformanceParams = Type.Object({ id: Id, aid: AssignmentRef, sid: Id });
export type PerformanceParams = Static<typeof PerformanceParams>;

export const CompleteItemBody = Type.Object({
  is_learning_path: Type.Optional(Type.Boolean()),
  is_review: Type.Optional(Type.Boolean()),
});
export type CompleteItemBody = Static<typeof CompleteItemBody>;

/** A completed item; marks come from the latest graded attempt of a worksheet item's quiz. */
export const ItemCompletion = Type.Object({
  item_id: Id,
  assignment_id: Nullable(Id),
  completed: Type.Literal(true),
  marks_given: Nullable(Type.Number()),
  max_score: Nullable(Type.Integer()),
});
export type ItemCompletion = Static<typeof ItemCompletion>;

export const LessonProgressQuery = Type.Object({
  class_id: Id,
  assignment_id: Type.Optional(Id),
  lesson_id: Type.Optional(Id),
});
export type LessonProgressQuery = Static<typeof LessonProgressQuery>;

/** A lesson given to a class, and how much of it the class has done. */
export const LessonProgress = Type.Object({
  assignment_id: Id,
  lesson_id: Id,
  title: Type.String(),
  due_date: Nullable(Type.String({ format: 'date-time' })),
  num_students: Type.Integer({ minimum: 0 }),
  num_items: Type.Integer({ minimum: 0 }),
  percent_complete: Percent,
});
export type LessonProgress = Static<typeof LessonProgress>;
export const LessonProgressList = Type.Array(LessonProgress);
export type LessonProgressList = Static<typeof LessonProgressList>;

/** One student's standing on one item. */
export const ItemMark = Type.Object({
  item_id: Id,
  completed: Type.Boolean(),
  marks_given: Nullable(Type.Number()),
  max_score: Nullable(Type.Integer()),
});
export type ItemMark = Static<typeof ItemMark>;

export const StudentProgress = Type.Object({
  student_id: Id,
  first_name: Type.String(),
  last_name: Type.String(),
  percent_complete: Percent,
  items: Type.Array(ItemMark),
});
export type StudentProgress = Static<typeof StudentProgress>;

export const ClassLessonProgress = Type.Object({
  lesson_id: Id,
  assignment_id: Id,
  class_id: Id,
  students: Type.Array(StudentProgress),
});
export type ClassLessonProgress = Static<typeof ClassLessonProgress>;

/** A student's work on a lesson or a section: what they completed and the marks it earned. */
export const Performance = Type.Object({
  student_id: Id,
  assignment_id: Nullable(Id),
  percent_complete: Percent,
  marks_given: Type.Number(),
  max_score: Type.Integer(),
  items: Type.Array(ItemMark),
});
export type Performance = Static<typeof Performance>;

export const LearningPathQuery = Type.Object({ course_id: Id });
export type LearningPathQuery = Static<typeof LearningPathQuery>;

/**
 * A quiz a lesson's worksheet item may name (`GET /lessons/worksheets`): Kyu's catalogue quizzes
 * of the course, and the caller's school's worksheets of it.
 */
export const LessonWorksheet = Type.Object({
  id: Id,
  title: Type.String(),
  quiz_type_id: Type.Integer({ minimum: 1 }),
  /** Null for Kyu's catalogue. */
  school_id: Nullable(Id),
});
export type LessonWorksheet = Static<typeof LessonWorksheet>;

export const LessonWorksheetList = Type.Array(LessonWorksheet);
export type LessonWorksheetList = Static<typeof LessonWorksheetList>;

/** The course whose quizzes `GET /lessons/worksheets` offers. */
export const LessonWorksheetQuery = Type.Object({ course_id: Id });
export type LessonWorksheetQuery = Static<typeof LessonWorksheetQuery>;

/** A course's learning-path lessons in order, each with the signed-in student's completions. */
export const LearningPath = Type.Object({ course_id: Id, lessons: Type.Array(Lesson) });
export type LearningPath = Static<typeof LearningPath>;

export const AverageScore = Type.Object({
  lesson_id: Id,
  /** Mean percentage of the marks of completed worksheet items; null when none has marks. */
  average_score: Nullable(Percent),
  num_completions: Type.Integer({ minimum: 0 }),
});
export type AverageScore = Static<typeof AverageScore>;

/** A worksheet or lesson given to one of the student's classes, with where they stand. */
export const StudentAssignment = Type.Object({
  kind: Type.Union([Type.Literal('worksheet'), Type.Literal('lesson')]),
  assignment_id: Id,
  title: Type.String(),
  course_id: Id,
  class_id: Nullable(Id),
  worksheet_id: Nullable(Id),
  lesson_id: Nullable(Id),
  due_date: Nullable(Type.String({ format: 'date-time' })),
  assigned_at: Type.String({ format: 'date-time' }),
  /** A worksheet's graded attempt, or every item of a lesson completed. */
  completed: Type.Boolean(),
  /** A worksheet attempt handed in (perhaps not yet marked); for a lesson, any item done. */
  submitted: Type.Boolean(),
});
export type StudentAssignment = Static<typeof StudentAssignment>;
export const StudentAssignmentList = Type.Array(StudentAssignment);
export type StudentAssignmentList = Static<typeof StudentAssignmentList>;
