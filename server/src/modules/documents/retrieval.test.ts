import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { makeSchool } from '@kyu/test-support/db';
import { openTestDatabase } from '../../test/build-test-app';
import type { Retriever } from '../../providers/llm/types';
import { createRetriever } from './retrieval';
import { addDocument, readDocument } from './service';

async function addText(
  db: Database['db'],
  title: string,
  body: string,
  schoolId: number | null,
  documentTypeId = 1,
) {
  const input = {
    schoolId,
    documentTypeId,
    title,
    filename: `${title}.txt`,
    bytes: Buffer.from(body),
    uploadedBy: null,
  };
  await addDocument(db, input, await readDocument(input.bytes, input.filename));
}

describe('retrieval over school documents', () => {
  let database: Database;
  let retrieve: Retriever;
  let hillside: number;
  let riverside: number;

  beforeAll(async () => {
    database = await openTestDatabase();
    const db = database.db;
    retrieve = createRetriever(db);
    hillside = (await makeSchool(db)).id;
    riverside = (await makeSchool(db)).id;
    await addText(
      db,
      'Fractions',
      'To add fractions with different denominators, first find a common denominator. A fraction names part of a whole.',
      hillside,
    );
    await addText(
      db,
      'Decimals',
      'Decimals are another way to write fractions with a denominator of ten or a hundred, in their simplest form.',
      hillside,
    );
    await addText(
      db,
      'Photosynthesis',
      'Plants make their own food from sunlight, water and carbon dioxide in their leaves.',
      null,
    );
    await addText(
      db,
      'Riverside fractions',
      'Riverside teaches fractions with pizza slices.',
      riverside,
    );
    await addText(
      db,
      'Marking scheme',
      'Award a mark for a common denominator in fractions.',
      hillside,
      3,
    );
  });
  afterAll(() => database.close());

  const titles = async (schoolId: number | null, question: string, limit = 5) =>
    (await retrieve({ schoolId, text: question, limit })).map((p) => p.title);

  it('finds the school passage holding every word of the question, best first', async () => {
    const passages = await retrieve({
      schoolId: hillside,
      text: 'adding fractions with different denominators',
      limit: 5,
    });
    expect(passages[0]).toMatchObject({ title: 'Fractions', documentId: expect.any(Number) });
    expect(passages[0]!.content).toContain('common denominator');
    expect(passages[0]!.rank).toBeGreaterThan(0);
  });

  it("searches the school's coach documents and Kyu's own, never another school's or other types", async () => {
    const found = await titles(hillside, 'fractions');
    expect(found).toEqual(expect.arrayContaining(['Fractions', 'Decimals']));
    expect(found).not.toContain('Riverside fractions');
    expect(found).not.toContain('Marking scheme');
    expect(await titles(hillside, 'how do plants make food')).toEqual(['Photosynthesis']);
    expect(await titles(riverside, 'fractions')).toEqual(['Riverside fractions']);
  });

  it("answers only Kyu's own documents when there is no school", async () => {
    expect(await titles(null, 'fractions')).toEqual([]);
    expect(await titles(null, 'sunlight')).toEqual(['Photosynthesis']);
  });

  it('leaves out passages holding only some of the words while one holds them all', async () => {
    expect(await titles(hillside, 'common denominator')).toEqual(['Fractions']);
  });

  it('falls back to passages holding most of the words when none holds them all', async () => {
    expect(await titles(hillside, 'common denominators on a spaceship')).toEqual(['Fractions']);
  });

  it('answers nothing when each passage holds only a few of the words, or only a loose one', async () => {
    expect(await titles(hillside, 'leaves denominators spaceship')).toEqual([]);
    expect(await titles(hillside, 'how do volcanoes form?')).toEqual([]);
  });

  it('answers nothing for words that carry no meaning, or no words at all', async () => {
    expect(await titles(hillside, 'the and of it')).toEqual([]);
    expect(await titles(hillside, '?!...')).toEqual([]);
    expect(await titles(hillside, "fractions' OR 1=1; --")).toContain('Fractions');
  });

  it('keeps to the limit', async () => {
    expect(await titles(hillside, 'fractions', 1)).toHaveLength(1);
  });
});
