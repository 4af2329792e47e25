import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { GenerationStatus } from '@kyu/core/contract';
import { createdAt, updatedAt } from './columns';
import { classes, courses, schools, users } from './school-schema';
import { quizzes } from './practice-schema';

/*
 * Teaching (issue 13): worksheets given to classes, lessons and learning paths, the reports a
 * teacher reads, and worksheet generation. A worksheet is a quiz of type 1 (assignment) with its
 * school and owner; this file refers to practice's quizzes, so it is the one schema file that
 * imports another besides school-schema.
 */

/** A worksheet given to a class, or to some of its students (`assignment_students`), with its due date. */
export const worksheetAssignments = pgTable(
  'worksheet_assignments',
  {
    id: serial('id').primaryKey(),
    worksheetId: integer('worksheet_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    assignedBy: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    dateAssigned: timestamp('date_assigned', { withTimezone: true }).notNull().defaultNow(),
    dueDate: timestamp('due_date', { withTimezone: true }),
    /** Set when the worksheet's questions changed after it was given: the teacher reassigns it. */
    needsReassignment: boolean('needs_reassignment').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('worksheet_assignments_class_idx').on(t.classId, t.dateAssigned),
    index('worksheet_assignments_worksheet_idx').on(t.worksheetId),
  ],
);

/** Who an assignment is for: every student of the class when it was given, or the ones chosen. */
export const assignmentStudents = pgTable(
  'assignment_students',
  {
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => worksheetAssignments.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.assignmentId, t.studentId] }),
    index('assignment_students_student_idx').on(t.studentId),
  ],
);

/** A lesson (of any lesson kind): sections of items, for a course; Kyu's own when no school. */
export const lessons = pgTable(
  'lessons',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    lessonTypeId: integer('lesson_type_id').notNull(),
    schoolId: integer('school_id').references(() => schools.id),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** The order of a course's learning path lessons. */
    position: integer('position').notNull().default(0),
    /** The stored file key of the cover image uploaded with the lesson, if any. */
    coverKey: text('cover_key'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('lessons_course_type_idx').on(t.courseId, t.lessonTypeId, t.position),
    index('lessons_school_idx').on(t.schoolId),
  ],
);

export const lessonSections = pgTable(
  'lesson_sections',
  {
    id: serial('id').primaryKey(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The section's plan as the lesson editor keeps it; the spec does not show its fields. */
    sectionMatrix: jsonb('section_matrix').$type<Record<string, unknown>>().notNull().default({}),
    courseTaggingIds: jsonb('course_tagging_ids').$type<number[]>().notNull().default([]),
    isEdited: boolean('is_edited').notNull().default(false),
  },
  (t) => [index('lesson_sections_lesson_idx').on(t.lessonId, t.position)],
);

export const lessonItems = pgTable(
  'lesson_items',
  {
    id: serial('id').primaryKey(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => lessonSections.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    title: text('title').notNull(),
    /** A reading's text (Markdown), or the teacher's note on a worksheet or video. */
    note: text('note').notNull().default(''),
    /** LessonItemType: content 1, worksheet 2, video 3. */
    itemTypeId: integer('item_type_id').notNull(),
    worksheetId: integer('worksheet_id').references(() => quizzes.id, { onDelete: 'set null' }),
  },
  (t) => [index('lesson_items_section_idx').on(t.sectionId, t.position)],
);

/** A lesson given to a class or to everyone with a course, with its due date. */
export const lessonAssignments = pgTable(
  'lesson_assignments',
  {
    id: serial('id').primaryKey(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    classId: integer('class_id').references(() => classes.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    assignedBy: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    dueDate: timestamp('due_date', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('lesson_assignments_lesson_idx').on(t.lessonId),
    index('lesson_assignments_class_idx').on(t.classId),
  ],
);

/**
 * A student's completed lesson item: within an assignment, or on their own learning path
 * (`assignment_id` null). Marks come from the item's worksheet attempt, when it has one.
 */
export const lessonItemCompletions = pgTable(
  'lesson_item_completions',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => lessonItems.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignmentId: integer('assignment_id').references(() => lessonAssignments.id, {
      onDelete: 'cascade',
    }),
    isLearningPath: boolean('is_learning_path').notNull().default(false),
    isReview: boolean('is_review').notNull().default(false),
    marksGiven: real('marks_given'),
    maxScore: integer('max_score'),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lesson_item_completions_assigned_key')
      .on(t.itemId, t.studentId, t.assignmentId)
      .where(sql`assignment_id IS NOT NULL`),
    uniqueIndex('lesson_item_completions_own_key')
      .on(t.itemId, t.studentId)
      .where(sql`assignment_id IS NULL`),
    index('lesson_item_completions_student_idx').on(t.studentId),
  ],
);

/**
 * Reports computed once and kept (calls.md "Reports"): one row per report and window, named by
 * `key` (its kind and ids and dates); `regenerate` recomputes and replaces `data`.
 */
export const teachingReports = pgTable(
  'teaching_reports',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    classId: integer('class_id').references(() => classes.id, { onDelete: 'cascade' }),
    // json, not jsonb: kept as the text the report was sent as, and sent again as it is.
    data: json('data').$type<unknown>().notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('teaching_reports_key').on(t.key),
    index('teaching_reports_class_idx').on(t.classId),
  ],
);

/** A worksheet generation request, run as a durable job; the creator watches `made` of `total`. */
export const generationJobs = pgTable(
  'generation_jobs',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id').references(() => schools.id),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    status: text('status').$type<GenerationStatus>().notNull().default('queued'),
    /** Worksheets asked for and made so far; what was made stays when a later one fails. */
    total: integer('total').notNull(),
    made: integer('made').notNull().default(0),
    error: text('error'),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    worksheetIds: jsonb('worksheet_ids').$type<number[]>().notNull().default([]),
    /** What the job makes: worksheets (1, a teacher's) or generated assessments (8, curriculum's). */
    quizTypeId: integer('quiz_type_id').notNull().default(1),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * The run that holds the job, and until when: renewed while it works, so that a run on a
     * killed instance is taken up by another within seconds, and a late one counts nothing.
     */
    leaseToken: text('lease_token'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
  },
  (t) => [index('generation_jobs_owner_idx').on(t.ownerId, t.createdAt)],
);
