import { Type, type Static, type TSchema } from 'typebox';

/** A value that may be null on the wire. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Database ids are positive integers. */
export const Id = Type.Integer({ minimum: 1 });

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
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
