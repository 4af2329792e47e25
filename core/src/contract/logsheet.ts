import { Type, type Static } from 'typebox';
import { Id, Nullable } from './common';

/** A day (`2026-03-01`, a whole UTC day) or an instant (`2026-03-01T08:30:00Z`). */
const DayOrInstant = Type.String({
  maxLength: 40,
  pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2}))?$',
});

/** `GET /admin/logsheet`: pages count from 1, newest entries first; every filter is optional. */
export const LogsheetQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
  /** The person who acted. */
  user_id: Type.Optional(Id),
  /** Part of the actor's first name, last name, e-mail or username, in any case. */
  person: Type.Optional(Type.String({ maxLength: 100 })),
  school_id: Type.Optional(Id),
  /** Part of the action, in any case: `sign-in`, `/admin/schools`, `POST /teachers/class`. */
  action: Type.Optional(Type.String({ maxLength: 200 })),
  /** From this instant, or the start of this UTC day. */
  from: Type.Optional(DayOrInstant),
  /** Up to this instant, or the end of this UTC day. */
  to: Type.Optional(DayOrInstant),
});
export type LogsheetQuery = Static<typeof LogsheetQuery>;

/** One change or sign-in, with who made it and their school named. */
export const LogsheetEntry = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  at: Type.String({ format: 'date-time' }),
  /** Null for a failed sign-in. */
  actor_id: Nullable(Id),
  actor_role_id: Nullable(Type.Integer({ minimum: 1, maximum: 6 })),
  actor_name: Nullable(Type.String()),
  actor_email: Nullable(Type.String()),
  school_id: Nullable(Id),
  school_name: Nullable(Type.String()),
  /** The call's route (`PUT /admin/schools/{id}`), `sign-in` or `sign-in failed`. */
  action: Type.String(),
  /** The record the call's path named, if any. */
  target_id: Nullable(Id),
  /** That record's name (a school's, a user's, a class's…), when the logsheet knows its kind. */
  target_name: Nullable(Type.String()),
  status: Type.Integer({ minimum: 100, maximum: 599 }),
  ip: Nullable(Type.String()),
});
export type LogsheetEntry = Static<typeof LogsheetEntry>;

/** One page of the logsheet; the page count is `total_count` divided by `size`, rounded up. */
export const LogsheetPage = Type.Object({
  items: Type.Array(LogsheetEntry),
  total_count: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  size: Type.Integer({ minimum: 1 }),
});
export type LogsheetPage = Static<typeof LogsheetPage>;
