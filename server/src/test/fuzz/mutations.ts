import { raw } from '../api/call';
import type { Schema } from '../api/operations';
import { pick, type Random } from './random';
import type { Target } from './targets';

/**
 * Kinds of bad input, each with the answers it may get from a caller allowed to make the call.
 * A strict kind is refused by validation (400), a too-large body with 413, a wrong media type
 * with 415; a lenient kind (an extra field, an odd but valid text) may be taken, so anything
 * but a 5xx will do. Every answer also passes the common checks (../api/checks.ts).
 */
export const KINDS = {
  nul: [400],
  surrogate: [400],
  wrongType: [400],
  badNumber: [400],
  tooLong: [400, 413, 414],
  deep: [400, 413],
  missingRequired: [400],
  contentType: [400, 415],
  brokenJson: [400],
  hugeBody: [413],
  badMultipart: [400, 413, 415],
  bigFile: [413],
  manyFiles: [413],
  lenient: 'any',
} as const satisfies Record<string, readonly number[] | 'any'>;
export type Kind = keyof typeof KINDS;

/** JSON text placed as it is in a serialised body: `1e309`, a lone surrogate, deep nesting. */
export class RawJson {
  constructor(readonly text: string) {}
}
export const DELETE = Symbol('delete');

export interface Variant {
  kind: Kind;
  label: string;
  value: unknown;
}

const deepText = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const STRANGE = [
  "' OR 1=1 --",
  '100%_\\',
  '<script>alert(1)</script>',
  'שלום עולם 😀',
  '\u202eevil',
  'a'.repeat(300),
  ' ',
  'null',
  '../../etc/passwd',
  '!@#$%^&*()|&:*<>',
];

const typeOf = (schema: Schema): string | undefined =>
  schema.type ??
  schema.anyOf?.find((b) => b.type !== 'null')?.type ??
  (schema.anyOf ? 'union' : undefined);

function numberVariants(schema: Schema, text: boolean): Variant[] {
  const max = schema.maximum ?? 2_147_483_647;
  const min = schema.minimum ?? -2_147_483_648;
  const idLike = typeOf(schema) === 'integer' && min >= 1;
  const bad = (v: unknown, label = String(v)): Variant => ({ kind: 'badNumber', label, value: v });
  if (text) {
    const forms = ['%201', '0x1', '1e3', '+1', '01', 'Infinity', '1e309', 'NaN', '1%00'];
    // 1.0 is a number in plain decimals, but no whole number; -1 is fine where negatives are.
    if (typeOf(schema) === 'integer') forms.push('1.0');
    if (min >= 0) forms.push('-1');
    return [
      ...forms.map((form) => bad(raw(form), form)),
      bad(String(max + 1)),
      bad(String(min - 1)),
      bad('99999999999999999999'),
      ...(idLike ? [bad('0')] : []),
      { kind: 'wrongType', label: 'abc', value: 'abc' },
    ];
  }
  return [
    bad(max + 1),
    bad(min - 1),
    bad(1e300),
    bad(new RawJson('1e309'), '1e309'),
    bad(new RawJson('-1e309'), '-1e309'),
    ...(typeOf(schema) === 'integer'
      ? [bad(1.5), bad(new RawJson('9007199254740993'), '9007199254740993')]
      : []),
    ...(idLike ? [bad(0)] : []),
    { kind: 'wrongType', label: '"12"', value: '12' },
    { kind: 'wrongType', label: '[]', value: [] },
  ];
}

function stringVariants(schema: Schema, text: boolean, place: Target['place']): Variant[] {
  const out: Variant[] = [
    {
      kind: 'nul',
      label: 'a\\u0000b',
      value: place === 'path' || place === 'query' ? raw('a%00b') : 'a\u0000b',
    },
    { kind: 'lenient', label: 'empty', value: '' },
  ];
  if (!text) {
    out.push(
      { kind: 'surrogate', label: 'a\\ud800b', value: new RawJson('"a\\ud800b"') },
      { kind: 'wrongType', label: '12345', value: 12345 },
      { kind: 'wrongType', label: '{}', value: {} },
    );
  }
  if (schema.maxLength !== undefined && schema.maxLength < 2_000_000) {
    out.push({
      kind: 'tooLong',
      label: `${schema.maxLength + 1} chars`,
      value: 'x'.repeat(schema.maxLength + 1),
    });
  }
  return out;
}

/** The ways to break one value, for the kind of value its schema declares. */
export function variantsOf(target: Target, random: Random): Variant[] {
  // A file field's contents are broken as a whole request (see apply.ts); here it is left out.
  if (target.place === 'file') {
    const kind = target.required ? 'missingRequired' : 'lenient';
    return [{ kind, label: 'left out', value: DELETE }];
  }
  const text = target.place !== 'json' && !target.inField;
  const type = typeOf(target.schema);
  // A path without one of its parts is another address, which may well be another call.
  const common: Variant[] = [
    target.required && target.place !== 'path'
      ? { kind: 'missingRequired', label: 'left out', value: DELETE }
      : { kind: 'lenient', label: 'left out', value: DELETE },
    { kind: 'lenient', label: 'odd text', value: pick(random, STRANGE) },
  ];
  if (!text) common.push({ kind: 'lenient', label: 'null', value: null });
  switch (type) {
    case 'integer':
    case 'number':
      return [...common, ...numberVariants(target.schema, text)];
    case 'string':
      return [...common, ...stringVariants(target.schema, text, target.place)];
    case 'boolean':
      return [...common, { kind: 'wrongType', label: 'maybe', value: text ? 'maybe' : 'true' }];
    case 'array':
      return [
        ...common,
        { kind: 'wrongType', label: '{}', value: text ? raw('%7B%7D') : {} },
        ...(target.schema.maxItems !== undefined
          ? [
              {
                kind: 'tooLong' as const,
                label: `${target.schema.maxItems + 1} items`,
                value: Array.from({ length: target.schema.maxItems + 1 }, () => 1),
              },
            ]
          : []),
        ...(text
          ? []
          : [{ kind: 'deep' as const, label: '5000 deep', value: new RawJson(deepText(5000)) }]),
      ];
    case 'object':
      return [
        ...common,
        { kind: 'wrongType', label: '[]', value: [] },
        { kind: 'deep', label: '5000 deep', value: new RawJson(deepText(5000)) },
      ];
    default:
      return [...common, { kind: 'lenient', label: 'a number', value: 7 }];
  }
}

export { deepText };
