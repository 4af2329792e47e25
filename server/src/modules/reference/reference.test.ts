import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/build-test-app';
import type { Db } from '../../db/client';
import { academicLevels, subjects } from '../../db/schema';

describe('reference lists', () => {
  let app: FastifyInstance;
  let db: Db;
  beforeAll(async () => {
    ({ app, db } = await buildTestApp());
    await db.insert(academicLevels).values([
      { name: 'Primary 6', sortOrder: 6 },
      { name: 'Primary 4', sortOrder: 4 },
    ]);
    await db.insert(subjects).values([{ name: 'Science' }, { name: 'English' }]);
  });
  afterAll(() => app.close());

  it('lists academic levels in display order without sign-in', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/academic-levels' });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((l: { name: string }) => l.name)).toEqual(['Primary 4', 'Primary 6']);
  });

  it('lists subjects by name', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/subjects' });
    expect(res.json().map((s: { name: string }) => s.name)).toEqual(['English', 'Science']);
  });
});
