/**
 * The API contract: every request and response shape of `/api/v1`, once, as TypeBox schemas.
 * The server validates and serialises with them; the client imports their types only.
 */
export * from './common';
export * from './auth';
export * from './users';
export { emptyOnboarding } from './empty-onboarding';
export * from './schools';
export * from './admin';
export * from './admin-courses';
export * from './reference';
export * from './teachers';
export * from './classes';
export * from './chat';
export * from './documents';
export * from './question-transfer';
export * from './nudges';
export * from './embed';
export * from './courses';
export * from './subscriptions';
export * from './activation';
export * from './admin-activation';
export * from './activation-code';
export * from './children';
export * from './parent-reports';
export * from './referrals';
export * from './play';
export * from './reports';
export * from './lessons';
export * from './logsheet';
export * from './question-reports';
export * from './question-admin';
export * from './admin-stats';
export * from './prompts';
/** Ids and constants the wire format uses, for the server (which may import the contract only). */
export { UserRole, TeacherRole, type UserRoleId, type TeacherRoleId } from '../constants/roles';
export {
  DEMO_EMBED_KID,
  DEMO_EMBED_SECRET,
  DEMO_PASSWORD,
  DEVICE_TOKENS_KEPT,
  LINK_TTL_MINUTES,
  PRODUCT,
} from '../constants/product';
export {
  CHECKOUT_SUCCESS_MARKER,
  type CheckoutMode,
  type SubscriptionStatus,
} from '../constants/commerce';
export * from './questions';
export * from './quiz';
export * from './practice';
export * from './question-bank';
/** The text an answer is stored as (core/src/answers), for the server beside the schemas. */
export * from '../answers';
export {
  XP_PER_QUESTION,
  XP_PER_QUIZ,
  DAILY_XP_CAP,
  questionXp,
  attemptXp,
  type MarkedForXp,
  levelOf,
  levelBaseXp,
} from '../constants/xp';
/** Marks as people write them, for the feedback the server writes. */
export { formatMarks, markOf } from '../marks/model';
/** The referral quota and default program, for the server's referral calls. */
export { REFERRAL_QUOTA, DEFAULT_REFERRAL_PROGRAM } from '../constants/commerce';
/** League rules, for the server's league calls. */
export * from '../constants/play';
/** The sticker catalogue, for the server's sticker book. */
export * from '../constants/stickers';
/** Teaching ids and defaults, for the server's classes, lessons and worksheets. */
export * from '../constants/teaching';
export * from './worksheets';
