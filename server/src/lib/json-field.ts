import type { Static, TSchema } from 'typebox';
import { Compile, type Validator } from 'typebox/compile';
import { Value } from 'typebox/value';
import { badRequest } from './problem';
import { textIssue } from './text-input';

type Errors = Record<string, string[]>;

/** TypeBox's issues as `{ "field.path": [messages] }`, the way the error handler names fields. */
export function schemaErrors(schema: TSchema, value: unknown, prefix: string): Errors {
  const errors: Errors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  for (const issue of Value.Errors(schema, value)) {
    const path = [prefix, ...issue.instancePath.split('/').filter(Boolean)].join('.');
    const missing = (issue.params as { requiredProperties?: string[] }).requiredProperties;
    if (issue.keyword === 'required' && missing) {
      for (const name of missing) add(`${path}.${name}`, 'is required');
    } else {
      add(path, issue.message);
    }
  }
  return errors;
}

const checkers = new WeakMap<TSchema, Validator>();

/** The schema's check, compiled once: interpreting it cost a submit more than marking did. */
function checkerOf(schema: TSchema) {
  let checker = checkers.get(schema);
  if (!checker) {
    checker = Compile(schema);
    checkers.set(schema, checker);
  }
  return checker;
}

/**
 * A JSON text that travels inside another body (a multipart field, a query parameter), held
 * to what a JSON body is: parsed, its strings checked like every request's text, and checked
 * against the contract's schema. Each failure is a 400 naming `field`.
 */
export function parseJsonField<T extends TSchema>(
  field: string,
  text: string,
  schema: T,
  say: { notJson: string; invalid: string },
): Static<T> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest(say.notJson, { [field]: ['must be JSON'] });
  }
  const issue = textIssue(parsed, field);
  if (issue)
    throw badRequest(`${issue.field} ${issue.message}.`, { [issue.field]: [issue.message] });
  if (!checkerOf(schema).Check(parsed))
    throw badRequest(say.invalid, schemaErrors(schema, parsed, field));
  return parsed as Static<T>;
}
