import { Type, type Static, type TSchema } from 'typebox';

/** A value that may be null on the wire. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** The largest id Kyu keeps: its ids are PostgreSQL `integer` (serial) columns. */
export const MAX_ID = 2_147_483_647;

/** Database ids are positive integers within what PostgreSQL keeps. */
export const Id = Type.Integer({ minimum: 1, maximum: MAX_ID });

/**
 * A multipart field holding JSON of `schema`: its text is at most 1 MB (what a field may hold),
 * and the API reference shows the schema of what it holds.
 */
export const JsonField = <T extends TSchema>(schema: T, description: string) =>
  Type.String({
    maxLength: 1024 * 1024,
    contentMediaType: 'application/json',
    contentSchema: schema,
    description,
  });

/** A calendar day, `2026-03-01` (a whole UTC day where a window is meant). */
export const CalendarDay = Type.String({ format: 'date', maxLength: 10 });

/** An e-mail address as the API accepts it. */
export const Email = Type.String({ format: 'email', maxLength: 254 });

/** An RFC 9457 problem: every error the API answers has this shape. */
export const Problem = Type.Object(
  {
    type: Type.String(),
    title: Type.String(),
    status: Type.Integer(),
    detail: Type.Optional(Type.String()),
    instance: Type.Optional(Type.String()),
    /** Per-field messages for 400, keyed by the field's JSON pointer-ish path (`email`, `body.password`). */
    errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  },
  { $id: 'Problem' },
);
export type Problem = Static<typeof Problem>;

/** The body of calls that answer with nothing but a confirmation. */
export const Ok = Type.Object({ ok: Type.Literal(true) });
export type Ok = Static<typeof Ok>;

/** Path parameters of a route addressed by numeric id (`/:id`). */
export const IdParams = Type.Object({ id: Id });
