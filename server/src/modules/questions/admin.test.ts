import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminQuestionDetail,
  AdminQuestionsPage,
  LogsheetPage,
  QuestionInput,
} from '@kyu/core/contract';
import {
  makeCourse,
  makePassage,
  makeQuestion,
  makeSchool,
  makeTopic,
  signedIn,
} from '@kyu/test-support/db';
import { useTestApp } from '../../test/use-test-app';

type Headers = Record<string, string>;

describe('question management in the admin console', () => {
  const t = useTestApp();
  let superAdmin: Headers;
  let hillsideAdmin: Headers;
  let teacher: Headers;
  let hillsideCourse: number;
  let topic: number;
  let fractions: number;
  let algebra: number;
  let riversideQuestion: number;
  let catalogueQuestion: number;

  const call = (
    headers: Headers,
    method: 'GET' | 'PUT' | 'PATCH' | 'POST',
    path: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1/admin/questions${path}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const list = async (headers: Headers, query = '') => {
    const res = await call(headers, 'GET', query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminQuestionsPage>();
  };
  const ids = async (headers: Headers, query = '') =>
    (await list(headers, query)).items.map((q) => q.id);
  const detail = async (id: number) =>
    (await call(superAdmin, 'GET', `/${id}`)).json<AdminQuestionDetail>();
  const inputOf = (d: AdminQuestionDetail): QuestionInput => ({
    course_id: d.question.course_id,
    question_type_id: d.question.question_type_id,
    text: d.question.text,
    options: d.question.options,
    marks: d.question.marks,
    difficulty_level_id: d.question.difficulty_level_id,
    course_tagging_ids: d.question.course_tagging_ids,
    passage_id: d.question.passage_id,
    answer: d.question.answer,
    explanation: d.question.explanation,
    method_answer: d.question.method_answer,
  });

  beforeAll(async () => {
    const { db } = t;
    const hillside = (await makeSchool(db, { schoolName: 'Hillside' })).id;
    const riverside = (await makeSchool(db, { schoolName: 'Riverside' })).id;
    superAdmin = (await signedIn(db, { userRoleId: 3, schoolId: null })).headers;
    hillsideAdmin = (await signedIn(db, { userRoleId: 3, schoolId: hillside })).headers;
    teacher = (await signedIn(db, { userRoleId: 2, teacherRoleId: 3, schoolId: hillside })).headers;
    hillsideCourse = (await makeCourse(db, { name: 'Hillside maths', schoolId: hillside })).id;
    topic = (await makeTopic(db, hillsideCourse, 'Fractions')).id;
    const passage = await makePassage(db, hillsideCourse);
    fractions = (
      await makeQuestion(
        db,
        hillsideCourse,
        { text: 'What is half of 10?', passageId: passage.id, images: ['a.png'] },
        [topic],
      )
    ).id;
    algebra = (
      await makeQuestion(db, hillsideCourse, {
        text: 'Solve x + 1 = 3',
        difficultyLevelId: 3,
        isApproved: false,
        needReview: true,
      })
    ).id;
    const riversideCourse = await makeCourse(db, { schoolId: riverside });
    riversideQuestion = (await makeQuestion(db, riversideCourse.id, { text: 'Riverside sum' })).id;
    const catalogue = await makeCourse(db, { schoolId: null });
    catalogueQuestion = (await makeQuestion(db, catalogue.id, { text: 'Catalogue sum' })).id;
  });

  it("lists a school admin's own school's questions only, and every question to Kyu's admins", async () => {
    expect(await ids(hillsideAdmin)).toEqual([algebra, fractions]);
    expect(await ids(superAdmin)).toEqual(
      expect.arrayContaining([algebra, fractions, riversideQuestion, catalogueQuestion]),
    );
  });

  it('filters by topic, difficulty, type, state and words of the text', async () => {
    expect(await ids(hillsideAdmin, `?course_tagging_id=${topic}`)).toEqual([fractions]);
    expect(await ids(hillsideAdmin, '?difficulty_level_id=3')).toEqual([algebra]);
    expect(await ids(hillsideAdmin, '?question_type_id=1')).toEqual([algebra, fractions]);
    expect(await ids(hillsideAdmin, '?question_type_id=4')).toEqual([]);
    expect(await ids(hillsideAdmin, '?state=needs_review')).toEqual([algebra]);
    expect(await ids(hillsideAdmin, '?state=approved')).toEqual([fractions]);
    expect(await ids(hillsideAdmin, '?q=HALF%20of')).toEqual([fractions]);
    expect(await ids(hillsideAdmin, '?q=100%25')).toEqual([]);
    const { items, total_count } = await list(hillsideAdmin, '?size=1&page=2');
    expect({ total_count, ids: items.map((q) => q.id) }).toEqual({
      total_count: 2,
      ids: [fractions],
    });
    expect(items[0]).toMatchObject({
      course_name: 'Hillside maths',
      has_passage: true,
      image_count: 1,
    });
  });

  it('shows one question with its key, passage, images and the course topics', async () => {
    const res = await call(hillsideAdmin, 'GET', `/${fractions}`);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json<AdminQuestionDetail>();
    expect(d.question).toMatchObject({ id: fractions, answer: { kind: 'choice', correct: [2] } });
    expect(d.question.question_images).toEqual([expect.objectContaining({ filename: 'a.png' })]);
    expect(d.passage).not.toBeNull();
    expect(d.topics).toEqual([{ id: topic, topic_name: 'Fractions' }]);
  });

  it("refuses a school admin another school's question and the catalogue's with 403", async () => {
    expect((await call(hillsideAdmin, 'GET', `/${riversideQuestion}`)).statusCode).toBe(403);
    expect((await call(hillsideAdmin, 'GET', `/${catalogueQuestion}`)).statusCode).toBe(403);
    const edit = await call(
      hillsideAdmin,
      'PUT',
      `/${riversideQuestion}`,
      inputOf(await detail(fractions)),
    );
    expect(edit.statusCode).toBe(403);
    const state = await call(hillsideAdmin, 'PATCH', `/${riversideQuestion}/state`, {
      action: 'disable',
    });
    expect(state.statusCode).toBe(403);
    expect((await detail(riversideQuestion)).question.is_enabled).toBe(true);
  });

  it('edits a question with the question bank rules, and a bad edit is 400 and changes nothing', async () => {
    const input = inputOf(await detail(fractions));
    const ok = await call(hillsideAdmin, 'PUT', `/${fractions}`, {
      ...input,
      text: 'What is half of 12?',
      options: [...input.options, { order: 9, text: '6' }],
      answer: { kind: 'choice', correct: [9] },
      difficulty_level_id: 2,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<AdminQuestionDetail>().question).toMatchObject({
      text: 'What is half of 12?',
      difficulty_level_id: 2,
      answer: { correct: [9] },
      question_images: [expect.objectContaining({ filename: 'a.png' })],
    });
    const bad = await call(hillsideAdmin, 'PUT', `/${fractions}`, {
      ...input,
      text: 'Broken',
      answer: { kind: 'choice', correct: [1, 2] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toMatch(/problem\+json/);
    const wrongKind = await call(hillsideAdmin, 'PUT', `/${fractions}`, {
      ...input,
      answer: { kind: 'numeric', value: 5, tolerance: 0, unit: null, accepted_units: [] },
    });
    expect(wrongKind.statusCode).toBe(400);
    expect((await call(hillsideAdmin, 'PUT', `/${fractions}`, { text: 'no' })).statusCode).toBe(
      400,
    );
    expect((await detail(fractions)).question.text).toBe('What is half of 12?');
  });

  it('approves, flags for review, disables and enables one question', async () => {
    const act = async (action: string) => {
      const res = await call(hillsideAdmin, 'PATCH', `/${algebra}/state`, { action });
      expect(res.statusCode, res.body).toBe(200);
      return (await detail(algebra)).question;
    };
    expect(await act('approve')).toMatchObject({ is_approved: true, need_review: false });
    expect(await act('review')).toMatchObject({ is_approved: false, need_review: true });
    expect(await act('disable')).toMatchObject({ is_enabled: false });
    expect(await act('enable')).toMatchObject({ is_enabled: true });
    expect(
      (await call(hillsideAdmin, 'PATCH', `/${algebra}/state`, { action: 'burn' })).statusCode,
    ).toBe(400);
  });

  it('changes a list of questions at once, or none when one is not the admin’s', async () => {
    const refused = await call(hillsideAdmin, 'POST', '/state', {
      action: 'disable',
      ids: [fractions, riversideQuestion],
    });
    expect(refused.statusCode).toBe(403);
    expect((await detail(fractions)).question.is_enabled).toBe(true);
    const unknown = await call(superAdmin, 'POST', '/state', {
      action: 'disable',
      ids: [fractions, 2_000_000_000],
    });
    expect(unknown.statusCode).toBe(404);
    const done = await call(hillsideAdmin, 'POST', '/state', {
      action: 'disable',
      ids: [fractions, algebra],
    });
    expect(done.json()).toEqual({ changed: 2 });
    expect(await ids(hillsideAdmin, '?state=disabled')).toEqual([algebra, fractions]);
    expect(
      (await call(hillsideAdmin, 'POST', '/state', { action: 'enable', ids: [] })).statusCode,
    ).toBe(400);
    await call(superAdmin, 'POST', '/state', {
      action: 'enable',
      ids: [fractions, algebra, riversideQuestion],
    });
    expect(await ids(hillsideAdmin, '?state=disabled')).toEqual([]);
  });

  it('records each change in the logsheet, a bulk change once per question', async () => {
    await t.app.audit.flush();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/logsheet?action=admin/questions&size=100',
      headers: hillsideAdmin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const actions = res
      .json<LogsheetPage>()
      .items.map((e) => `${e.action} ${e.target_id ?? ''}`.trim());
    expect(actions).toEqual(
      expect.arrayContaining([
        `PUT /admin/questions/{id} ${fractions}`,
        `PATCH /admin/questions/{id}/state ${algebra}`,
        `POST /admin/questions/state ${fractions}`,
        `POST /admin/questions/state ${algebra}`,
      ]),
    );
    // The refused bulk change (another school's question among them) left no entry.
    expect(actions).not.toContain(`POST /admin/questions/state ${riversideQuestion}`);
  });

  it('keeps teachers out', async () => {
    expect((await call(teacher, 'GET', '')).statusCode).toBe(403);
    expect(
      (await call(teacher, 'PATCH', `/${fractions}/state`, { action: 'approve' })).statusCode,
    ).toBe(403);
  });
});
