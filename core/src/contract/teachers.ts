import { Type, type Static } from 'typebox';
import { Id, Nullable } from './common';

/** One of a teacher's classes, as GET /teachers/class lists them (the teacher landing page). */
export const TeacherClass = Type.Object({
  id: Id,
  name: Type.String(),
  academic_level_id: Id,
  academic_level_name: Type.String(),
  subject_id: Id,
  subject_name: Type.String(),
  /** Active students who are members of the class. */
  student_count: Type.Integer({ minimum: 0 }),
});
export type TeacherClass = Static<typeof TeacherClass>;

/** The answer of `GET /teachers/class`. */
export const TeacherClassList = Type.Array(TeacherClass);
export type TeacherClassList = Static<typeof TeacherClassList>;

/** How a directory list may be ordered: by last then first name, username, or when they joined. */
export const DirectoryOrder = Type.Union([
  Type.Literal('name'),
  Type.Literal('username'),
  Type.Literal('created_at'),
]);
export type DirectoryOrder = Static<typeof DirectoryOrder>;

/** The paging and ordering every directory list takes; pages count from 1. */
const directoryPaging = {
  /** Matched anywhere in the first name, last name or username, case-insensitively. */
  name_or_username: Type.Optional(Type.String({ maxLength: 100 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  order_by: Type.Optional(DirectoryOrder),
  desc: Type.Optional(Type.Boolean()),
};

/** `GET /teachers/parents`. */
export const ParentDirectoryQuery = Type.Object(directoryPaging);
export type ParentDirectoryQuery = Static<typeof ParentDirectoryQuery>;

/** `GET /teachers`: the school's teachers, of one teacher role if asked, not in a class if asked. */
export const TeacherDirectoryQuery = Type.Object({
  ...directoryPaging,
  teacher_role_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
  exclude_class_id: Type.Optional(Id),
});
export type TeacherDirectoryQuery = Static<typeof TeacherDirectoryQuery>;

/**
 * `GET /teachers/students`: the school's students; `exclude_class_id` leaves out a class's
 * members (to add students to it) and `exclude_linked_child` those a parent already links.
 */
export const StudentDirectoryQuery = Type.Object({
  ...directoryPaging,
  academic_level_id: Type.Optional(Id),
  exclude_class_id: Type.Optional(Id),
  exclude_linked_child: Type.Optional(Type.Boolean()),
});
export type StudentDirectoryQuery = Static<typeof StudentDirectoryQuery>;

/** A person of the teacher's school as the directory lists them. */
export const DirectoryPerson = Type.Object({
  id: Id,
  username: Type.String(),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  user_role_id: Type.Integer({ minimum: 1, maximum: 6 }),
  teacher_role_id: Nullable(Type.Integer({ minimum: 1, maximum: 3 })),
  academic_level_id: Nullable(Id),
  is_active: Type.Boolean(),
  last_logged_in: Nullable(Type.String({ format: 'date-time' })),
  created_at: Type.String({ format: 'date-time' }),
});
export type DirectoryPerson = Static<typeof DirectoryPerson>;

/** One page of a directory list; the page count is `total_count` divided by `size`, rounded up. */
export const DirectoryPage = Type.Object({
  items: Type.Array(DirectoryPerson),
  total_count: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  size: Type.Integer({ minimum: 1 }),
});
export type DirectoryPage = Static<typeof DirectoryPage>;

/** A person or class named in another's detail. */
export const NamedRef = Type.Object({ id: Id, name: Type.String() });
export type NamedRef = Static<typeof NamedRef>;

/**
 * `GET /teachers/{id}`, `/teachers/students/{id}`, `/teachers/parents/{id}`: the person, the
 * classes of their school they are in, and their family links within the school (a student's
 * parents, a parent's children).
 */
export const DirectoryPersonDetail = Type.Object({
  ...DirectoryPerson.properties,
  classes: Type.Array(NamedRef),
  parents: Type.Array(NamedRef),
  children: Type.Array(NamedRef),
});
export type DirectoryPersonDetail = Static<typeof DirectoryPersonDetail>;

/** `GET /teachers/class/{id}`: the people of a class. */
export const ClassPeople = Type.Object({
  class_id: Id,
  students: Type.Array(DirectoryPerson),
  teachers: Type.Array(DirectoryPerson),
});
export type ClassPeople = Static<typeof ClassPeople>;

/** `GET /teachers/schools/details`: the teacher's school, its head counts and its switches. */
export const TeacherSchoolDetails = Type.Object({
  id: Id,
  school_name: Type.String(),
  domain_name: Nullable(Type.String()),
  student_count: Type.Integer({ minimum: 0 }),
  teacher_count: Type.Integer({ minimum: 0 }),
  class_count: Type.Integer({ minimum: 0 }),
  learning_path_disabled: Type.Boolean(),
  leagues_enabled: Type.Boolean(),
  league_scope: Type.Union([Type.Literal('school'), Type.Literal('class')]),
  created_at: Type.String({ format: 'date-time' }),
});
export type TeacherSchoolDetails = Static<typeof TeacherSchoolDetails>;

/** `GET /teachers/activation-codes`: pages count from 1. */
export const TeacherCodesQuery = Type.Object({
  page: directoryPaging.page,
  size: directoryPaging.size,
});
export type TeacherCodesQuery = Static<typeof TeacherCodesQuery>;

/** One of the school's activation codes; `checked` once someone has redeemed it. */
export const TeacherActivationCode = Type.Object({
  id: Id,
  code: Type.String(),
  batch_id: Id,
  batch_name: Type.String(),
  checked: Type.Boolean(),
  redeemed_at: Nullable(Type.String({ format: 'date-time' })),
  expires_at: Nullable(Type.String({ format: 'date-time' })),
  created_at: Type.String({ format: 'date-time' }),
});
export type TeacherActivationCode = Static<typeof TeacherActivationCode>;

export const TeacherActivationCodePage = Type.Object({
  items: Type.Array(TeacherActivationCode),
  total_count: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  size: Type.Integer({ minimum: 1 }),
});
export type TeacherActivationCodePage = Static<typeof TeacherActivationCodePage>;
