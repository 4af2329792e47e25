import { Type, type Static } from 'typebox';
import { Id, Nullable } from './common';
import { Passage, Question, StudentQuestion } from './questions';
import { GENERATED_LIST_PAGE, GENERATED_LIST_SIZE } from '../constants/teaching';

/** A worksheet holds at most this many questions: a long paper, and a bounded body. */
export const MAX_WORKSHEET_QUESTIONS = 200;
/** Students named in one assign or unassign call: a large class, twice over. */
const MAX_STUDENTS = 500;

const Title = Type.String({ minLength: 1, maxLength: 200 });
/** Seconds; a day at most. */
const TimeLimit = Nullable(Type.Integer({ minimum: 1, maximum: 86_400 }));
/** How the creator grouped its questions (by topic, by difficulty…): the client's own codes. */
const GroupType = Nullable(Type.Integer({ minimum: 1, maximum: 20 }));
const QuestionIds = Type.Array(Id, { maxItems: MAX_WORKSHEET_QUESTIONS });
const StudentIds = Type.Array(Id, { minItems: 1, maxItems: MAX_STUDENTS });
const DateTime = Type.String({ format: 'date-time', maxLength: 40 });

/** `POST /worksheets`. */
export const WorksheetBody = Type.Object({
  title: Title,
  course_id: Id,
  worksheet_group_type: Type.Optional(GroupType),
  question_ids: QuestionIds,
  time_limit: Type.Optional(TimeLimit),
  /** The class it was made for, if any (a class of the teacher's). */
  owner_class_id: Type.Optional(Nullable(Id)),
});
export type WorksheetBody = Static<typeof WorksheetBody>;

/** `PATCH /worksheets/{id}`: any of its own fields; questions change by `PUT …/questions`. */
export const WorksheetPatch = Type.Object({
  title: Type.Optional(Title),
  worksheet_group_type: Type.Optional(GroupType),
  time_limit: Type.Optional(TimeLimit),
  owner_class_id: Type.Optional(Nullable(Id)),
});
export type WorksheetPatch = Static<typeof WorksheetPatch>;

/** A worksheet: a quiz of type assignment that belongs to a school and its author. */
export const Worksheet = Type.Object({
  id: Id,
  title: Type.String(),
  course_id: Id,
  school_id: Nullable(Id),
  owner_id: Nullable(Id),
  worksheet_group_type: Nullable(Type.Integer()),
  question_ids: Type.Array(Id),
  time_limit: Nullable(Type.Integer()),
  owner_class_id: Nullable(Id),
  is_shared: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
});
export type Worksheet = Static<typeof Worksheet>;

/** A worksheet with its questions, keys included, as its school's teachers read it. */
export const WorksheetDetail = Type.Object({
  ...Worksheet.properties,
  questions: Type.Array(Question),
});
export type WorksheetDetail = Static<typeof WorksheetDetail>;

const Page = Type.Integer({ minimum: 1, maximum: 10_000, default: GENERATED_LIST_PAGE });
const Size = Type.Integer({ minimum: 1, maximum: 100, default: GENERATED_LIST_SIZE });

export const WorksheetListQuery = Type.Object({
  course_id: Type.Optional(Id),
  page: Type.Optional(Page),
  size: Type.Optional(Size),
});
export type WorksheetListQuery = Static<typeof WorksheetListQuery>;

/** `GET /worksheets/generated` pages as the spec's defaults say (page 1, size 20). */
export const GeneratedListQuery = Type.Object({
  page: Type.Optional(Page),
  size: Type.Optional(Size),
});
export type GeneratedListQuery = Static<typeof GeneratedListQuery>;

export const WorksheetPage = Type.Object({
  items: Type.Array(Worksheet),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  size: Type.Integer({ minimum: 1 }),
});
export type WorksheetPage = Static<typeof WorksheetPage>;

/** `GET` and `PUT /worksheets/{id}/questions`: the question ids, in the order they are asked. */
export const WorksheetQuestions = Type.Object({ question_ids: QuestionIds });
export type WorksheetQuestions = Static<typeof WorksheetQuestions>;

export const CourseIdParams = Type.Object({ courseId: Id });
export const AssignmentParams = Type.Object({ id: Id, aid: Id });
export const JobParams = Type.Object({ jobId: Id });

/** `POST /worksheets/{id}/assign`: every student of the class unless `student_ids` names some. */
export const AssignBody = Type.Object({
  class_id: Id,
  student_ids: Type.Optional(StudentIds),
  due_date: Type.Optional(Nullable(DateTime)),
});
export type AssignBody = Static<typeof AssignBody>;

/** `POST /worksheets/{id}/assignments/{aid}/unassign` (calls.md §5: a list of student ids). */
export const UnassignBody = Type.Object({ student_ids: StudentIds });
export type UnassignBody = Static<typeof UnassignBody>;

export const AssignmentsQuery = Type.Object({ class_id: Type.Optional(Id) });
export type AssignmentsQuery = Static<typeof AssignmentsQuery>;

/** A student a worksheet is assigned to, named so a teacher can tell who they take it off. */
export const AssignedStudent = Type.Object({
  id: Id,
  first_name: Type.String(),
  last_name: Type.String(),
});
export type AssignedStudent = Static<typeof AssignedStudent>;

/** A worksheet given to a class (or some of it), with how many have handed it in. */
export const WorksheetAssignment = Type.Object({
  id: Id,
  worksheet_id: Id,
  worksheet_title: Type.String(),
  class_id: Id,
  class_name: Type.String(),
  student_ids: Type.Array(Id),
  /** The same students as `student_ids`, in the same order, with their names. */
  students: Type.Array(AssignedStudent),
  date_assigned: Type.String({ format: 'date-time' }),
  due_date: Nullable(Type.String({ format: 'date-time' })),
  /** Its questions changed since it was given: reassign it for students to take the new version. */
  needs_reassignment: Type.Boolean(),
  assigned_count: Type.Integer({ minimum: 0 }),
  /** Students who submitted an attempt since it was (re)assigned. */
  submitted_count: Type.Integer({ minimum: 0 }),
});
export type WorksheetAssignment = Static<typeof WorksheetAssignment>;

export const ShareLink = Type.Object({ url: Type.String() });
export type ShareLink = Static<typeof ShareLink>;

/** A shared worksheet as anyone with its link sees it: no answer key. */
export const PublicWorksheet = Type.Object({
  id: Id,
  title: Type.String(),
  questions: Type.Array(StudentQuestion),
  passages: Type.Array(Passage),
});
export type PublicWorksheet = Static<typeof PublicWorksheet>;

const IdList = Type.Array(Id, { maxItems: 50 });

/**
 * `POST /worksheets/generate`: from the question bank (topics, difficulty, types) when no
 * document is named; else from the curriculum and source documents.
 */
export const WorksheetGenerateBody = Type.Object({
  course_id: Id,
  topic_ids: Type.Optional(IdList),
  difficulty_level_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
  question_type_ids: Type.Optional(
    Type.Array(Type.Integer({ minimum: 1, maximum: 6 }), { maxItems: 6 }),
  ),
  prompt: Type.Optional(Type.String({ maxLength: 2000 })),
  number_of_worksheets: Type.Integer({ minimum: 1, maximum: 10 }),
  questions_per_worksheet: Type.Integer({ minimum: 1, maximum: 50 }),
  purpose: Type.Optional(Type.String({ maxLength: 200 })),
  reference: Type.Optional(Type.String({ maxLength: 200 })),
  source_ids: Type.Optional(IdList),
  curriculum_ids: Type.Optional(IdList),
});
export type WorksheetGenerateBody = Static<typeof WorksheetGenerateBody>;

/**
 * `POST /admin/assessments/generate` (overview §5's generate-assessment fields): the configured
 * model writes the questions from curriculum and source documents, at least one of them.
 */
export const AssessmentGenerateBody = Type.Object({
  course_id: Id,
  prompt: Type.Optional(Type.String({ maxLength: 2000 })),
  number_of_worksheets: Type.Integer({ minimum: 1, maximum: 10 }),
  questions_per_worksheet: Type.Integer({ minimum: 1, maximum: 50 }),
  purpose: Type.Optional(Type.String({ maxLength: 200 })),
  reference: Type.Optional(Type.String({ maxLength: 200 })),
  source_ids: Type.Optional(IdList),
  curriculum_ids: Type.Optional(IdList),
});
export type AssessmentGenerateBody = Static<typeof AssessmentGenerateBody>;

/** `POST /admin/assessments/{id}/publish`: whether the school's curriculum guests see it. */
export const AssessmentPublishBody = Type.Object({ published: Type.Boolean() });
export type AssessmentPublishBody = Static<typeof AssessmentPublishBody>;

export const GenerationStarted = Type.Object({ job_id: Id });
export type GenerationStarted = Static<typeof GenerationStarted>;

/** A generation job as the creator watches it; what was made stays when a later one fails. */
export const GenerationJob = Type.Object({
  job_id: Id,
  status: Type.Union([
    Type.Literal('queued'),
    Type.Literal('running'),
    Type.Literal('done'),
    Type.Literal('failed'),
  ]),
  made: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
  worksheet_ids: Type.Array(Id),
  error: Nullable(Type.String()),
});
export type GenerationJob = Static<typeof GenerationJob>;
