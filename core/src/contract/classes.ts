import { Type, type Static } from 'typebox';
import { Id } from './common';
import { NamedRef, TeacherClass } from './teachers';

/** `POST /classes` and `POST /teachers/class`: a new class of the teacher's school. */
export const ClassCreate = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  academic_level_id: Id,
  subject_id: Id,
});
export type ClassCreate = Static<typeof ClassCreate>;

/** The answer of creating a class. */
export const ClassCreated = Type.Object({ class_id: Id });
export type ClassCreated = Static<typeof ClassCreated>;

/** Users to add to or take from a class (assign, unassign), or a class's whole student list. */
export const ClassUserIds = Type.Object({
  user_ids: Type.Array(Id, { maxItems: 1000, uniqueItems: true }),
});
export type ClassUserIds = Static<typeof ClassUserIds>;

/** The answer of changing a class's members: who is in it now (of the kind changed). */
export const ClassMembership = Type.Object({
  class_id: Id,
  user_ids: Type.Array(Id),
});
export type ClassMembership = Static<typeof ClassMembership>;

/** A class as `GET /classes` lists it: the landing page's, with its teachers counted too. */
export const ClassSummary = Type.Object({
  ...TeacherClass.properties,
  teacher_count: Type.Integer({ minimum: 0 }),
  created_at: Type.String({ format: 'date-time' }),
});
export type ClassSummary = Static<typeof ClassSummary>;

export const ClassSummaryList = Type.Array(ClassSummary);
export type ClassSummaryList = Static<typeof ClassSummaryList>;

/** `GET /classes/{id}/details`. */
export const ClassDetails = Type.Object({
  ...ClassSummary.properties,
  teachers: Type.Array(NamedRef),
});
export type ClassDetails = Static<typeof ClassDetails>;

/** A topic of a course of the class's subject and level (`GET /classes/{id}/topics`). */
export const ClassTopic = Type.Object({
  id: Id,
  topic_name: Type.String(),
  course_id: Id,
  course_name: Type.String(),
});
export type ClassTopic = Static<typeof ClassTopic>;

export const ClassTopicList = Type.Array(ClassTopic);
export type ClassTopicList = Static<typeof ClassTopicList>;
