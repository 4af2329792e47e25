import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { makeCourse, makeQuestion, makeQuiz, makeSchool } from '@kyu/test-support/db';
import { openTestDatabase } from '../../test/build-test-app';
import { createRetriever } from './retrieval';

describe('retrieval over the question bank', () => {
  let database: Database;
  let retrieve: ReturnType<typeof createRetriever>;
  let hillside: number;

  beforeAll(async () => {
    database = await openTestDatabase();
    const db = database.db;
    retrieve = createRetriever(db);
    hillside = (await makeSchool(db)).id;
    const riverside = (await makeSchool(db)).id;
    const catalogue = await makeCourse(db, { name: 'Primary 5 Science' });
    const practised = await makeQuestion(db, catalogue.id, {
      text: 'What do leaves make food from?',
      explanation: 'Leaves use sunlight to turn water and carbon dioxide into glucose.',
    });
    await makeQuiz(db, { courseId: catalogue.id, questionIds: [practised.id] });
    const examined = await makeQuestion(db, catalogue.id, {
      text: 'Name the gas leaves give out in sunlight.',
      explanation: 'Leaves give out oxygen while they make glucose in sunlight.',
    });
    await makeQuiz(db, { courseId: catalogue.id, questionIds: [examined.id], quizTypeId: 4 });
    await makeQuestion(db, catalogue.id, {
      text: 'Which gas do leaves take in?',
      explanation: 'Leaves take in carbon dioxide to make glucose in sunlight.',
      isEnabled: false,
    });
    const foreign = await makeCourse(db, { name: 'Riverside Science', schoolId: riverside });
    await makeQuestion(db, foreign.id, {
      text: 'Why are leaves green?',
      explanation: 'Chlorophyll in leaves makes glucose from sunlight and looks green.',
    });
  });
  afterAll(() => database.close());

  it('finds the explanation of a practised question, named by its course and never as a source document', async () => {
    const found = await retrieve({
      schoolId: hillside,
      text: 'how do leaves make glucose',
      limit: 4,
      questionBank: true,
    });
    expect(found.map((p) => p.content)).toEqual([
      expect.stringContaining('Leaves use sunlight to turn water and carbon dioxide into glucose.'),
    ]);
    expect(found[0]).toMatchObject({ documentId: null, title: 'Primary 5 Science question bank' });
  });

  it('leaves out questions set in a mock exam, disabled ones and other schools’ courses', async () => {
    const found = await retrieve({
      schoolId: hillside,
      text: 'oxygen chlorophyll carbon dioxide',
      limit: 4,
      questionBank: true,
    });
    expect(found.map((p) => p.content).join(' ')).not.toMatch(/oxygen|Chlorophyll|take in/);
  });

  it('searches no explanation when asked not to, as during a quiz', async () => {
    const found = await retrieve({ schoolId: hillside, text: 'leaves glucose', limit: 4 });
    expect(found).toEqual([]);
  });
});
