import { MAX_ID } from '@kyu/core/contract';

/**
 * Numbers written in paths, query strings and headers. Only plain decimal counts: `12`, `-3`,
 * `0.5`. Everything else JavaScript or ajv would also read as a number is refused, each for a
 * reason: " 1" (`%201`) and "+1" are typos, "0x1", "1e3" and "01" are another notation than the
 * one the client meant, "1.0" is no whole number, and "Infinity" or "1e309" no finite one.
 */
const INTEGER = /^(?:0|-?[1-9]\d*)$/;
const DECIMAL = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/;

type Kind = 'integer' | 'number';
type Schema = {
  type?: unknown;
  anyOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  minimum?: number;
};

/** Whether a schema takes an integer, a number, or (for anything else) neither. */
function kindOf(schema: Schema | undefined): Kind | null {
  if (!schema) return null;
  if (schema.type === 'integer' || schema.type === 'number') return schema.type;
  if (!schema.anyOf) return null;
  const kinds = new Set(
    schema.anyOf.filter((branch) => branch.type !== 'null').map((branch) => kindOf(branch)),
  );
  const [only] = kinds;
  return kinds.size === 1 && only ? only : null;
}

/** Whether `value` is an id: a JSON number, or text in plain decimal, from 1 to MAX_ID. */
export function isId(value: unknown): boolean {
  if (typeof value === 'string' && !INTEGER.test(value)) return false;
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  const id = Number(value);
  return Number.isInteger(id) && id >= 1 && id <= MAX_ID;
}

function acceptable(text: string, kind: Kind) {
  if (kind === 'number') return DECIMAL.test(text) && Number.isFinite(Number(text));
  return INTEGER.test(text) && Number.isSafeInteger(Number(text));
}

function expected(kind: Kind, schema: Schema) {
  if (kind === 'number') return 'must be a number written in plain decimals, such as 12 or 0.5';
  if ((schema.minimum ?? -1) >= 1) return 'must be an id: a whole number from 1, in digits only';
  return 'must be a whole number written in digits only, such as 12';
}

/** An issue in ajv's shape, so the error handler names the field like any other. */
export interface NumeralIssue {
  instancePath: string;
  schemaPath: string;
  keyword: 'type';
  message: string;
  params: Record<string, unknown>;
}

/**
 * The numerals of `data` (path parameters, a query string or headers, as text) that are not
 * plain decimal where `schema` (an object schema) wants a number. Arrays (`?ids=1&ids=2`) are
 * checked item by item; values that are not text are left to ajv.
 */
export function numeralIssues(schema: unknown, data: unknown): NumeralIssue[] {
  const properties = (schema as Schema | undefined)?.properties;
  if (!properties || typeof data !== 'object' || data === null) return [];
  const issues: NumeralIssue[] = [];
  for (const [name, property] of Object.entries(properties)) {
    const value = (data as Record<string, unknown>)[name];
    if (value === undefined) continue;
    const listed = property.type === 'array' ? property.items : property;
    const kind = kindOf(listed);
    if (!kind || !listed) continue;
    const texts = Array.isArray(value) ? value : [value];
    if (texts.some((text) => typeof text === 'string' && !acceptable(text, kind))) {
      issues.push({
        instancePath: `/${name}`,
        schemaPath: `#/properties/${name}`,
        keyword: 'type',
        message: expected(kind, listed),
        params: { type: kind },
      });
    }
  }
  return issues;
}
