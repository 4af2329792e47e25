import { beforeAll, describe, expect, it } from 'vitest';
import {
  makeCourse,
  makePassage,
  makeQuestion,
  makeQuiz,
  makeSchool,
  makeTopic,
  signedIn,
} from '@kyu/test-support/db';
import { useTestApp } from '../../test/use-test-app';

const KEY_FIELDS = new Set(['answer', 'explanation', 'method_answer']);

/** Every key, at any depth, of a JSON value. */
function keysOf(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysOf(v, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      keysOf(v, out);
    }
  }
  return out;
}
const leaked = (body: unknown) => [...keysOf(body)].filter((k) => KEY_FIELDS.has(k));

describe('questions: what each role sees', () => {
  const t = useTestApp();
  let ids: { group: number; single: number; disabled: number; retired: number; course: number };
  let passageId: number;

  beforeAll(async () => {
    const course = await makeCourse(t.db);
    const topic = await makeTopic(t.db, course.id);
    passageId = (await makePassage(t.db, course.id)).id;
    const single = await makeQuestion(t.db, course.id, { passageId }, [topic.id]);
    const group = await makeQuestion(t.db, course.id, {
      questionTypeId: 6,
      text: 'About the river',
      options: [],
      marks: 2,
      answer: { kind: 'group' },
      passageId,
    });
    for (const position of [1, 0]) {
      await makeQuestion(t.db, course.id, {
        parentQuestionId: group.id,
        position,
        text: `Part ${position}`,
      });
    }
    const disabled = await makeQuestion(t.db, course.id, { isEnabled: false });
    const retired = await makeQuestion(t.db, course.id, { retiredAt: new Date() });
    await makeQuiz(t.db, { courseId: course.id, questionIds: [single.id], isDemo: true });
    ids = {
      group: group.id,
      single: single.id,
      disabled: disabled.id,
      retired: retired.id,
      course: course.id,
    };
  });

  const get = (url: string, headers?: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

  it('answers a student the asked questions without answer, explanation or method anywhere', async () => {
    const student = await signedIn(t.db, { userRoleId: 1 });
    const all = [ids.single, ids.group, ids.disabled, ids.retired];
    const res = await get(
      `/questions?${all.map((id) => `ids=${id}`).join('&')}&ans=true`,
      student.headers,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.map((q: { id: number }) => q.id)).toEqual([ids.single, ids.group]);
    expect(leaked(body)).toEqual([]);
    expect(body[1].sub_questions.map((p: { text: string }) => p.text)).toEqual([
      'Part 0',
      'Part 1',
    ]);
  });

  it('answers passages, signed in and demo, without any key', async () => {
    const student = await signedIn(t.db, { userRoleId: 1 });
    const res = await get(`/questions/passages/${passageId}?cache=true`, student.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect(res.json().question_ids).toEqual([ids.single, ids.group]);
    const demo = await get(`/questions/passages/${passageId}/demo`);
    expect(demo.statusCode).toBe(200);
    expect(demo.json().question_ids).toEqual([ids.single]);
    expect(leaked([res.json(), demo.json()])).toEqual([]);
  });

  it('refuses the demo passage of a passage no demo quiz uses', async () => {
    const course = await makeCourse(t.db);
    const other = await makePassage(t.db, course.id);
    await makeQuestion(t.db, course.id, { passageId: other.id });
    expect((await get(`/questions/passages/${other.id}/demo`)).statusCode).toBe(404);
  });

  it('refuses a student who lists a course', async () => {
    const student = await signedIn(t.db, { userRoleId: 1 });
    expect((await get(`/questions?course_id=${ids.course}`, student.headers)).statusCode).toBe(403);
  });

  it('answers 401 without sign-in and 403 to students on staff calls', async () => {
    expect((await get(`/questions?ids=${ids.single}`)).statusCode).toBe(401);
    const student = await signedIn(t.db, { userRoleId: 1 });
    for (const url of [
      `/questions/${ids.single}/answers`,
      `/questions/${ids.single}/referenced`,
      `/questions/filtered?course_id=${ids.course}`,
      `/questions/documents/${ids.single}`,
    ]) {
      expect((await get(url, student.headers)).statusCode).toBe(403);
    }
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/questions/${ids.single}`,
      headers: student.headers,
    });
    expect(del.statusCode).toBe(403);
  });

  it('gives staff the key with ans=true, the retired too when asked by id', async () => {
    const curriculum = await signedIn(t.db, { userRoleId: 4 });
    const listed = await get(`/questions?course_id=${ids.course}&ans=true`, curriculum.headers);
    expect(listed.json().map((q: { id: number }) => q.id)).toEqual([
      ids.single,
      ids.group,
      ids.disabled,
    ]);
    expect(listed.json()[0].answer).toEqual({ kind: 'choice', correct: [2] });
    const byId = await get(`/questions?ids=${ids.retired}&ans=true`, curriculum.headers);
    expect(byId.json()[0].retired).toBe(true);
    const noKey = await get(`/questions?course_id=${ids.course}`, curriculum.headers);
    expect(leaked(noKey.json())).toEqual([]);
  });

  it('browses the bank with details=true, narrowed to questions awaiting approval', async () => {
    const course = await makeCourse(t.db);
    const waiting = await makeQuestion(t.db, course.id, { isApproved: false });
    await makeQuestion(t.db, course.id);
    const curriculum = await signedIn(t.db, { userRoleId: 4 });
    const res = await get(
      `/questions?details=true&subject_ids=${course.subjectId}&need_approve=true`,
      curriculum.headers,
    );
    expect(res.json().map((q: { id: number }) => q.id)).toEqual([waiting.id]);
  });

  it("answers a question's key and parts' keys to staff", async () => {
    const guest = await signedIn(t.db, { userRoleId: 5 });
    const res = await get(`/questions/${ids.group}/answers`, guest.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().sub_questions).toHaveLength(2);
  });

  it("hides another school's questions from a teacher", async () => {
    const [mine, theirs] = [await makeSchool(t.db), await makeSchool(t.db)];
    const course = await makeCourse(t.db, { schoolId: theirs.id });
    const question = await makeQuestion(t.db, course.id);
    const teacher = await signedIn(t.db, { userRoleId: 2, schoolId: mine.id });
    expect((await get(`/questions/${question.id}/answers`, teacher.headers)).statusCode).toBe(404);
    expect((await get(`/questions/${ids.single}/answers`, teacher.headers)).statusCode).toBe(200);
  });

  it("shows a curriculum guest the keys of Kyu's catalogue and their school's published questions only", async () => {
    const [mine, theirs] = [await makeSchool(t.db), await makeSchool(t.db)];
    const ownCourse = await makeCourse(t.db, { schoolId: mine.id });
    const published = await makeQuestion(t.db, ownCourse.id);
    const draft = await makeQuestion(t.db, ownCourse.id, { isApproved: false });
    const elsewhere = await makeQuestion(
      t.db,
      (await makeCourse(t.db, { schoolId: theirs.id })).id,
    );
    for (const schoolId of [mine.id, null]) {
      const guest = await signedIn(t.db, { userRoleId: 5, schoolId });
      const answers = async (id: number) =>
        (await get(`/questions/${id}/answers`, guest.headers)).statusCode;
      expect(await answers(ids.single)).toBe(200);
      expect(await answers(ids.disabled)).toBe(404);
      expect(await answers(published.id)).toBe(schoolId ? 200 : 404);
      expect(await answers(draft.id)).toBe(404);
      expect(await answers(elsewhere.id)).toBe(404);
      const bank = await get('/questions?details=true&ans=true&limit=1000', guest.headers);
      const seen = bank.json().map((q: { id: number }) => q.id);
      expect(seen).toContain(ids.single);
      expect(seen.includes(published.id)).toBe(Boolean(schoolId));
      for (const hidden of [ids.disabled, ids.retired, draft.id, elsewhere.id]) {
        expect(seen).not.toContain(hidden);
      }
      const filtered = await get(`/questions/filtered?course_id=${ownCourse.id}`, guest.headers);
      expect(filtered.statusCode).toBe(schoolId ? 200 : 404);
      if (schoolId)
        expect(filtered.json().map((q: { id: number }) => q.id)).toEqual([published.id]);
    }
  });

  it('lets a curriculum guest read but not write', async () => {
    const guest = await signedIn(t.db, { userRoleId: 5 });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/questions/${ids.single}`,
      headers: guest.headers,
    });
    expect(res.statusCode).toBe(403);
  });
});
