import type { Call } from '../api/call';
import type { Operation, Schema } from '../api/operations';

/** Where in a call a value sits. `field` is a multipart text field, `file` a multipart file field. */
export type Place = 'path' | 'query' | 'header' | 'json' | 'field' | 'file';

/** One value of a call the fuzzer may break. */
export interface Target {
  place: Place;
  /** The parameter or field; for `json`, the body's top-level property. */
  name: string;
  /** Inside a JSON body, or inside the JSON a multipart field holds (`inField`). */
  path: (string | number)[];
  inField?: string;
  schema: Schema;
  required: boolean;
}

/** The object branch of a union, else its first branch that is not null. */
const concrete = (schema: Schema): Schema =>
  schema.anyOf?.find((b) => b.type === 'object') ??
  schema.anyOf?.find((b) => b.type !== 'null') ??
  schema;

/** Every property of a JSON value's schema, at any depth (the first item of arrays), to depth 4. */
function walk(
  schema: Schema,
  path: (string | number)[],
  required: boolean,
  make: (path: (string | number)[], schema: Schema, required: boolean) => Target,
  out: Target[],
) {
  if (path.length) out.push(make(path, schema, required));
  if (path.length >= 4) return;
  const s = concrete(schema);
  if (s.type === 'object') {
    for (const [key, child] of Object.entries(s.properties ?? {})) {
      walk(child, [...path, key], (s.required ?? []).includes(key), make, out);
    }
  } else if (s.type === 'array' && s.items) {
    walk(s.items, [...path, 0], false, make, out);
  }
}

const isFile = (schema: Schema) =>
  schema.format === 'binary' || (schema.type === 'array' && schema.items?.format === 'binary');

/** Everything the fuzzer may break in a call of `op` shaped like `call`. */
export function targetsOf(op: Operation, call: Call): Target[] {
  const out: Target[] = op.parameters.map((p) => ({
    place: p.in,
    name: p.name,
    path: [],
    schema: p.schema,
    required: p.required,
  }));
  const body = call.body;
  if (body?.kind === 'json' && op.body['application/json']) {
    walk(
      op.body['application/json'],
      [],
      true,
      (path, schema, required) => ({
        place: 'json',
        name: String(path[0]),
        path,
        schema,
        required,
      }),
      out,
    );
  }
  const form = op.body['multipart/form-data'];
  if (body?.kind === 'multipart' && form) {
    for (const [name, schema] of Object.entries(form.properties ?? {})) {
      const required = (form.required ?? []).includes(name);
      out.push({ place: isFile(schema) ? 'file' : 'field', name, path: [], schema, required });
      if (schema.contentSchema) {
        walk(
          schema.contentSchema,
          [],
          true,
          (path, inner, innerRequired) => ({
            place: 'field',
            name,
            path,
            inField: name,
            schema: inner,
            required: innerRequired,
          }),
          out,
        );
      }
    }
  }
  return out;
}

/** How a report names a target: `query.ids`, `body.messages.0.content`, `evaluations→0.value`. */
export function describeTarget(t: Target): string {
  if (t.place === 'json') return `body.${t.path.join('.')}`;
  if (t.inField) return `${t.inField}→${t.path.join('.')}`;
  return `${t.place}.${t.name}`;
}
