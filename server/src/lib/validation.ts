import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

// allErrors: a form shows every field's problem at once; removeAdditional off: nothing is
// dropped silently (unknown fields are refused where a schema says so).
const COMMON: Options = {
  useDefaults: true,
  removeAdditional: false,
  allErrors: true,
  addUsedSchema: false,
};

function ajvWith(coerceTypes: Options['coerceTypes']) {
  const ajv = new Ajv({ ...COMMON, coerceTypes });
  addFormats(ajv);
  return ajv;
}

/**
 * Paths, query strings and headers arrive as text, so they are coerced ("5" → 5, `?id=1` → [1]).
 * A JSON body already has its types, and coercing it does harm: ajv tries a Nullable's branches
 * in order and coerces on the first, so a null sent to clear a field would arrive as "" or 0.
 * Bodies are therefore validated exactly as sent. (Shared schemas from app.addSchema are not
 * loaded here; the contract inlines its schemas instead.)
 */
export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const coercing = ajvWith('array');
  const exact = ajvWith(false);
  return ({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? exact : coercing;
    const id = (schema as { $id?: string }).$id;
    const known = id ? ajv.getSchema(id) : undefined;
    return known ?? ajv.compile(schema as object);
  };
}
