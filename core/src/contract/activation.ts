import { Type, type Static } from 'typebox';
import { Id, Nullable } from './common';
import { Course } from './courses';

/** An activation code as people type it: letters, digits and dashes, any case. */
export const ActivationCode = Type.String({
  minLength: 4,
  maxLength: 64,
  pattern: '^[A-Za-z0-9-]+$',
});

/** Path parameters of `GET /activation/{code}`. */
export const ActivationCodeParams = Type.Object({ code: ActivationCode });

/**
 * The answer of `GET /activation/{code}` (overview §3 "Activation code": code, checked). An
 * unknown code answers 404. `checked` is true when the code may be redeemed now; otherwise
 * `status` says why not, so the page can say "already used" or "expired" rather than "invalid".
 * The courses it unlocks are listed so the parent knows what they are redeeming.
 */
export const ActivationCheck = Type.Object({
  code: ActivationCode,
  checked: Type.Boolean(),
  status: Type.Union([Type.Literal('valid'), Type.Literal('used'), Type.Literal('expired')]),
  expires_at: Nullable(Type.String({ format: 'date-time' })),
  courses: Type.Array(Course),
});
export type ActivationCheck = Static<typeof ActivationCheck>;

/**
 * The body of `POST /activation`: redeem a code for one of the parent's children (a student
 * names themselves). A code already used answers 409; another parent's child, 403.
 */
export const ActivationBody = Type.Object({ code: ActivationCode, child_id: Id });
export type ActivationBody = Static<typeof ActivationBody>;

/** The answer of `POST /activation`: the courses the child now has. */
export const Activation = Type.Object({
  code: ActivationCode,
  child_id: Id,
  courses: Type.Array(Course),
});
export type Activation = Static<typeof Activation>;

/**
 * The answer of `GET /activation/courses?student_id=` (not shown in the spec): the courses a
 * learner has through codes, each with the code and when it was redeemed.
 */
export const ActivatedCourses = Type.Array(
  Type.Object({
    course: Course,
    code: ActivationCode,
    activated_at: Type.String({ format: 'date-time' }),
  }),
);
export type ActivatedCourses = Static<typeof ActivatedCourses>;
