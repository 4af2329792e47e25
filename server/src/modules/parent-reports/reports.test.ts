import { describe, expect, it } from 'vitest';
import {
  makeCourse,
  makeFamily,
  makeMarkedAttempt,
  makeQuestion,
  makeQuiz,
  makeTopic,
  signedIn,
  type MarkedAnswer,
} from '@kyu/test-support/db';
import { useTestApp } from '../../test/use-test-app';

/** A Wednesday, noon in Singapore, where the children below live. */
const NOW = new Date('2026-03-18T04:00:00Z');
const ZONE = 'Asia/Singapore';
const at = (iso: string) => new Date(iso);

type Headers = Record<string, string>;

describe("parent reports: a child's", () => {
  const t = useTestApp({ clock: () => NOW });

  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
  const weekly = (child: number, subject: number, headers: Headers) =>
    get(`/api/v1/analysis/weekly-student-statistics/${child}/subject/${subject}`, headers);
  const hardest = (child: number, headers: Headers, updates = '') =>
    get(`/api/v1/users/children/hardest-question-report?child_id=${child}${updates}`, headers);

  async function world() {
    const family = await makeFamily(t.db, { child: { timeZone: ZONE } });
    const course = await makeCourse(t.db);
    const quiz = async (questionIds: number[]) =>
      (await makeQuiz(t.db, { courseId: course.id, questionIds })).id;
    const mark = async (gradedAt: Date, answers: MarkedAnswer[], isReview = false) =>
      makeMarkedAttempt(
        t.db,
        await quiz(answers.map((a) => a.questionId)),
        family.child.id,
        answers,
        { gradedAt, isReview },
      );
    return { ...family, course, quiz, mark };
  }

  describe('weekly statistics', () => {
    it("compares this week with the last in the child's time zone, counted from marked answers", async () => {
      const { parent, child, course, mark } = await world();
      const [t1, t2, t3] = await Promise.all([1, 2, 3].map(() => makeTopic(t.db, course.id)));
      const q1 = await makeQuestion(t.db, course.id, {}, [t1!.id]);
      const q2 = await makeQuestion(t.db, course.id, {}, [t2!.id]);
      const q3 = await makeQuestion(t.db, course.id, { marks: 2 }, [t1!.id, t3!.id]);
      const q4 = await makeQuestion(t.db, course.id, { marks: 2 });
      // This week (12–18 March in Singapore): 2 marks of 4, three answers, topics 1, 2 and 3.
      await mark(at('2026-03-17T02:00:00Z'), [
        { questionId: q1.id, full: true },
        { questionId: q2.id, full: false },
      ]);
      // 01:00 on the 12th in Singapore, though still the 11th in UTC.
      await mark(at('2026-03-11T17:00:00Z'), [
        { questionId: q3.id, full: false, marks: 1, max: 2 },
      ]);
      // Last week (5–11 March): 3 marks of 4, three answers, topics 1 and 2.
      await mark(at('2026-03-06T03:00:00Z'), [
        { questionId: q1.id, full: true },
        { questionId: q2.id, full: true },
      ]);
      await mark(at('2026-03-04T16:30:00Z'), [
        { questionId: q4.id, full: false, marks: 1, max: 2 },
      ]);
      // Not counted: the week before, a review, an attempt never marked, another subject.
      await mark(at('2026-03-04T15:00:00Z'), [{ questionId: q1.id, full: false }]);
      await mark(at('2026-03-16T02:00:00Z'), [{ questionId: q2.id, full: false }], true);
      const unmarked = await makeQuiz(t.db, { courseId: course.id, questionIds: [q1.id] });
      await makeMarkedAttempt(t.db, unmarked.id, child.id, [{ questionId: q1.id, full: false }]);
      const other = await makeCourse(t.db);
      const elsewhere = await makeQuestion(t.db, other.id);
      const otherQuiz = await makeQuiz(t.db, { courseId: other.id, questionIds: [elsewhere.id] });
      await makeMarkedAttempt(
        t.db,
        otherQuiz.id,
        child.id,
        [{ questionId: elsewhere.id, full: false }],
        {
          gradedAt: at('2026-03-17T02:00:00Z'),
        },
      );

      const res = await weekly(child.id, course.subjectId, parent.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        avg_mark: 50,
        qns_count: 3,
        topic_count: 3,
        avg_mark_difference: -25,
        qns_count_difference: 0,
        topic_count_difference: 1,
      });
    });

    it('answers nulls for the averages of empty weeks and zeros for the counts', async () => {
      const { parent, child, course, mark } = await world();
      const empty = await weekly(child.id, course.subjectId, parent.headers);
      expect(empty.json()).toEqual({
        avg_mark: null,
        qns_count: 0,
        topic_count: 0,
        avg_mark_difference: null,
        qns_count_difference: 0,
        topic_count_difference: 0,
      });
      const q = await makeQuestion(t.db, course.id, { marks: 3 });
      await mark(at('2026-03-18T01:00:00Z'), [{ questionId: q.id, full: false, marks: 1, max: 3 }]);
      expect((await weekly(child.id, course.subjectId, parent.headers)).json()).toEqual({
        avg_mark: 33.3,
        qns_count: 1,
        topic_count: 0,
        avg_mark_difference: null,
        qns_count_difference: 1,
        topic_count_difference: 0,
      });
    });

    it('shows the child their own, and refuses another parent, another student and staff', async () => {
      const { child, course } = await world();
      const own = await signedIn(t.db, { userRoleId: 1 });
      const mine = await weekly(own.user.id, course.subjectId, own.headers);
      expect(mine.statusCode).toBe(200);
      const stranger = await makeFamily(t.db);
      const teacher = await signedIn(t.db, { userRoleId: 2 });
      for (const headers of [stranger.parent.headers, own.headers, teacher.headers]) {
        const res = await weekly(child.id, course.subjectId, headers);
        expect(res.statusCode).toBe(403);
        expect(res.headers['content-type']).toContain('application/problem+json');
      }
      expect((await weekly(child.id, course.subjectId, {})).statusCode).toBe(401);
      expect(
        (await weekly(2_000_000_000, course.subjectId, stranger.parent.headers)).statusCode,
      ).toBe(403);
    });

    it('answers 404 for a subject that does not exist', async () => {
      const { parent, child } = await world();
      expect((await weekly(child.id, 2_000_000_000, parent.headers)).statusCode).toBe(404);
    });
  });

  describe('hardest-question report', () => {
    it('lists the questions scored lowest this week, hardest first, leaving out those always right', async () => {
      const { parent, child, course, mark } = await world();
      const zebra = await makeTopic(t.db, course.id, 'Zebra crossings');
      const apples = await makeTopic(t.db, course.id, 'Apples');
      const often = await makeQuestion(t.db, course.id);
      const never = await makeQuestion(t.db, course.id, { text: 'What is 7 × 8?' }, [
        zebra.id,
        apples.id,
      ]);
      const right = await makeQuestion(t.db, course.id);
      const long = await makeQuestion(t.db, course.id, { text: 'Why '.repeat(50), marks: 3 });
      const old = await makeQuestion(t.db, course.id);
      await mark(at('2026-03-16T02:00:00Z'), [
        { questionId: often.id, full: false },
        { questionId: right.id, full: true },
        { questionId: long.id, full: false, marks: 1, max: 3 },
      ]);
      await mark(at('2026-03-17T02:00:00Z'), [{ questionId: often.id, full: true }]);
      await mark(at('2026-03-18T02:00:00Z'), [{ questionId: never.id, full: false }]);
      await mark(at('2026-03-10T02:00:00Z'), [{ questionId: old.id, full: false }]);

      const res = await hardest(child.id, parent.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        child_id: child.id,
        questions: [
          {
            question_id: never.id,
            preview: 'What is 7 × 8?',
            topic_name: 'Apples',
            attempts: 1,
            score_percent: 0,
          },
          {
            question_id: long.id,
            preview: `${'Why '.repeat(50).slice(0, 119)}…`,
            topic_name: null,
            attempts: 1,
            score_percent: 33.3,
          },
          {
            question_id: often.id,
            preview: often.text,
            topic_name: null,
            attempts: 2,
            score_percent: 50,
          },
        ],
      });
      const updates = await hardest(child.id, parent.headers, '&updates=true');
      expect(
        updates
          .json<{ questions: { question_id: number }[] }>()
          .questions.map((q) => q.question_id),
      ).toEqual([never.id]);
    });

    it('answers an empty list for a child with nothing marked, to the child too', async () => {
      const { parent, child } = await world();
      const empty = { child_id: child.id, questions: [] };
      expect((await hardest(child.id, parent.headers)).json()).toEqual(empty);
      const own = await signedIn(t.db, { userRoleId: 1 });
      expect((await hardest(own.user.id, own.headers)).json()).toEqual({
        child_id: own.user.id,
        questions: [],
      });
    });

    it("refuses another parent's child, another student and a malformed id", async () => {
      const { child } = await world();
      const stranger = await makeFamily(t.db);
      const student = await signedIn(t.db, { userRoleId: 1 });
      for (const headers of [stranger.parent.headers, student.headers]) {
        expect((await hardest(child.id, headers)).statusCode).toBe(403);
      }
      for (const bad of ['0', '1e3', 'abc', '-1']) {
        const res = await get(
          `/api/v1/users/children/hardest-question-report?child_id=${bad}`,
          stranger.parent.headers,
        );
        expect(res.statusCode).toBe(400);
      }
    });
  });
});
