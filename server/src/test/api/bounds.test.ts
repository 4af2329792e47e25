import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../build-test-app';
import { publishedOperations, type Operation, type Schema } from './operations';

/** Where `schema` (at `where`) lets through a value of any size. */
function unbounded(schema: Schema | undefined, where: string, out: string[]) {
  if (!schema) return;
  const type = schema.type;
  if (
    (type === 'integer' || type === 'number') &&
    (schema.minimum === undefined || schema.maximum === undefined)
  ) {
    out.push(`${where}: a number without a minimum and a maximum`);
  }
  if (
    type === 'string' &&
    schema.maxLength === undefined &&
    schema.const === undefined &&
    !schema.enum &&
    schema.format !== 'binary'
  ) {
    out.push(`${where}: a text without a maxLength`);
  }
  if (type === 'array' && schema.maxItems === undefined)
    out.push(`${where}: a list without maxItems`);
  for (const [i, branch] of (schema.anyOf ?? []).entries()) unbounded(branch, `${where}|${i}`, out);
  for (const [name, child] of Object.entries(schema.properties ?? {}))
    unbounded(child, `${where}.${name}`, out);
  unbounded(schema.items, `${where}[]`, out);
  unbounded(schema.contentSchema, `${where}(JSON)`, out);
}

describe('the bounds of what the API takes', () => {
  let operations: Operation[] = [];
  let close: () => Promise<void>;
  beforeAll(async () => {
    const { app } = await buildTestApp();
    close = () => app.close();
    operations = await publishedOperations(app);
  });
  afterAll(() => close());

  it('bounds every number, text and list a call takes, so the database never meets a larger one', () => {
    const found: string[] = [];
    for (const op of operations) {
      for (const p of op.parameters) unbounded(p.schema, `${op.key} ${p.in}.${p.name}`, found);
      for (const [type, schema] of Object.entries(op.body))
        unbounded(schema, `${op.key} ${type}`, found);
    }
    expect(found).toEqual([]);
  });
});
