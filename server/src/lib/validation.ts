import Ajv, { type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { numeralIssues } from './numerals';

// allErrors: a form shows every field's problem at once; removeAdditional off: nothing is
// dropped silently (unknown fields are refused where a schema says so); strictNumbers: a JSON
// body's 1e309 parses to Infinity, which is no number Kyu keeps.
const COMMON: Options = {
  useDefaults: true,
  removeAdditional: false,
  allErrors: true,
  addUsedSchema: false,
  strictNumbers: true,
};

function ajvWith(coerceTypes: Options['coerceTypes']) {
  const ajv = new Ajv({ ...COMMON, coerceTypes });
  addFormats(ajv);
  return ajv;
}

const coercing = ajvWith('array');
const exact = ajvWith(false);

type Validator = ((data: unknown) => boolean) & { errors?: FastifySchemaValidationError[] | null };
const textValidators = new WeakMap<object, Validator>();

function compiled(ajv: Ajv, schema: object): ValidateFunction {
  const id = (schema as { $id?: string }).$id;
  return (id ? ajv.getSchema(id) : undefined) ?? ajv.compile(schema);
}

/**
 * The validator of values that arrive as text (paths, query strings, headers, multipart
 * fields): they are coerced ("5" → 5, `?id=1` → [1]), but only from the plain decimal a person
 * or a client writes. ajv alone reads " 1", "0x1", "1.0", "1e3" and "Infinity" as numbers, so
 * `DELETE /questions/0x1` would delete question 1; numerals are checked first
 * (lib/numerals.ts) and ajv coerces what passes.
 */
export function textValidator(schema: object): Validator {
  const known = textValidators.get(schema);
  if (known) return known;
  const validate = compiled(coercing, schema);
  const checked: Validator = (data: unknown) => {
    const issues = numeralIssues(schema, data);
    if (issues.length) {
      checked.errors = issues;
      return false;
    }
    const valid = validate(data);
    checked.errors = validate.errors ?? null;
    return valid;
  };
  textValidators.set(schema, checked);
  return checked;
}

/** A validation failure the error handler answers like Fastify's own: 400, each field named. */
export function validationFailure(issues: FastifySchemaValidationError[], context: string) {
  return Object.assign(new Error('The request is invalid.'), {
    statusCode: 400,
    validation: issues,
    validationContext: context,
  });
}

/**
 * Text parts use `textValidator`. A JSON body already has its types, and coercing it does
 * harm: ajv tries a Nullable's branches in order and coerces on the first, so a null sent to
 * clear a field would arrive as "" or 0. Bodies are therefore validated exactly as sent.
 * (Shared schemas from app.addSchema are not loaded here; the contract inlines its schemas.)
 */
export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  return ({ schema, httpPart }) =>
    httpPart === 'body' ? compiled(exact, schema as object) : textValidator(schema as object);
}
