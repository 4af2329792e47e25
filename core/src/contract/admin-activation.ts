import { Type, type Static } from 'typebox';
import { Id, Nullable } from './common';
import { MAX_BATCH_CODES } from '../constants/commerce';
import { ActivationCode } from './activation';

export { MAX_BATCH_CODES } from '../constants/commerce';

/** The most courses one code unlocks. */
export const MAX_CODE_COURSES = 20;

/** What an admin asks for when generating a batch of codes. */
export const ActivationBatchInput = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 120 }),
  count: Type.Integer({ minimum: 1, maximum: MAX_BATCH_CODES }),
  course_ids: Type.Array(Id, { minItems: 1, maxItems: MAX_CODE_COURSES }),
  /** The school the codes belong to; a school admin's own, or for a super admin any (null: Kyu's). */
  school_id: Type.Optional(Nullable(Id)),
  /** After this moment no code of the batch can be redeemed; null or left out: never. */
  expires_at: Type.Optional(Nullable(Type.String({ format: 'date-time', maxLength: 40 }))),
  /** Days of access a redemption grants; null or left out: with no end. */
  access_days: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 3660 }))),
});
export type ActivationBatchInput = Static<typeof ActivationBatchInput>;

/** A batch as the console lists it, with how many of its codes are used. */
export const ActivationBatch = Type.Object({
  id: Id,
  name: Type.String(),
  school_id: Nullable(Id),
  created_by: Nullable(Id),
  count: Type.Integer(),
  redeemed_count: Type.Integer(),
  course_ids: Type.Array(Id),
  expires_at: Nullable(Type.String({ format: 'date-time' })),
  access_days: Nullable(Type.Integer()),
  created_at: Type.String({ format: 'date-time' }),
});
export type ActivationBatch = Static<typeof ActivationBatch>;

/** Where a code stands: still to be redeemed, redeemed, or past its expiry unused. */
export const CodeState = Type.Union([
  Type.Literal('valid'),
  Type.Literal('used'),
  Type.Literal('expired'),
]);
export type CodeState = Static<typeof CodeState>;

/** A code as the console lists it. */
export const AdminActivationCode = Type.Object({
  id: Id,
  code: ActivationCode,
  batch_id: Id,
  school_id: Nullable(Id),
  state: CodeState,
  expires_at: Nullable(Type.String({ format: 'date-time' })),
  access_days: Nullable(Type.Integer()),
  redeemed_by: Nullable(Id),
  redeemed_for: Nullable(Id),
  redeemed_at: Nullable(Type.String({ format: 'date-time' })),
  created_at: Type.String({ format: 'date-time' }),
});
export type AdminActivationCode = Static<typeof AdminActivationCode>;

/** An admin's hand activation of a course for a parent's child. */
export const CourseActivationBody = Type.Object({
  child_id: Id,
  course_id: Id,
  /** When access ends; null or left out: with no end. */
  ends_at: Type.Optional(Nullable(Type.String({ format: 'date-time', maxLength: 40 }))),
});
export type CourseActivationBody = Static<typeof CourseActivationBody>;

/** The access a hand activation granted. */
export const CourseActivation = Type.Object({
  child_id: Id,
  course_id: Id,
  starts_at: Type.String({ format: 'date-time' }),
  ends_at: Nullable(Type.String({ format: 'date-time' })),
});
export type CourseActivation = Static<typeof CourseActivation>;
