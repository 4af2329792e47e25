import type { Schema } from './operations';

/** Values that match the contract's patterns, by pattern. */
const PATTERNS: Record<string, string> = {
  '^[A-Za-z0-9._-]+$': 'kyu.learner',
  '^#[0-9A-Fa-f]{6}$': '#54B7B4',
  '^(coach|[1-9])$': '7',
};

let counter = 0;
/** A number new on every call, for e-mails, names and domains that must not repeat. */
export const fresh = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

function stringOf(schema: Schema, hint: (name: string) => unknown, name: string): string {
  if (schema.contentSchema) return JSON.stringify(exampleOf(schema.contentSchema, name, hint));
  if (schema.format === 'email') return `kyu.${fresh()}@example.com`;
  if (schema.format === 'date') return '2026-01-15';
  if (schema.format === 'date-time') return '2026-01-15T10:00:00.000Z';
  if (schema.pattern?.includes('[a-z0-9]([a-z0-9-]*[a-z0-9])?')) return `school-${fresh()}.example`;
  if (schema.pattern && PATTERNS[schema.pattern]) return PATTERNS[schema.pattern]!;
  const text = `Kyu example ${name}`.padEnd(schema.minLength ?? 0, '.');
  return text.slice(0, schema.maxLength ?? text.length);
}

/**
 * A valid value for `schema`, as a careful client would send it: required fields only, ids
 * from `hint` (by field name: real records of the world), other numbers at their minimum.
 */
export function exampleOf(
  schema: Schema | undefined,
  name: string,
  hint: (name: string) => unknown,
): unknown {
  if (!schema) return undefined;
  const hinted = hint(name);
  if (hinted !== undefined && schema.type !== 'object') {
    return schema.type === 'array' && !Array.isArray(hinted) ? [hinted] : hinted;
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.anyOf) {
    const branch = schema.anyOf.find((b) => b.type !== 'null') ?? schema.anyOf[0];
    return exampleOf(branch, name, hint);
  }
  switch (schema.type) {
    case 'integer':
    case 'number':
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? Infinity);
    case 'boolean':
      return false;
    case 'string':
      return stringOf(schema, hint, name);
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () =>
        exampleOf(schema.items, name, hint),
      );
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) {
        out[key] = exampleOf(schema.properties?.[key], key, hint);
      }
      return out;
    }
    default:
      return undefined;
  }
}
