import { and, eq, isNull } from 'drizzle-orm';
import type { QuizDetail } from '@kyu/core/contract';
import { embedSecrets, prompts, users } from '../../db/schema';
import { submit } from '@kyu/test-support/api';
import {
  makeCourse,
  makeEmbedKey,
  makeMessages,
  makePaidSubscription,
  makeQuestion,
  makeQuiz,
  makeSchool,
  priceCourse,
} from '@kyu/test-support/db';
import { parseSse } from '@kyu/test-support/sse';
import { issueHandoff } from '../../modules/auth/service';
import { issueToken } from '../../modules/auth/one-time-tokens';
import { SURVEYS } from '../../modules/surveys/catalogue';
import { MARKER, injectFrom, uploadDocument, type World } from './world';

/**
 * Records made fresh for one call: what a call uses up (a submit, a survey answer, a delete)
 * or needs in a state of its own (an open attempt), made the way the app makes them.
 */
export function worldFlows(w: World) {
  const student = () => w.headersOf('student');

  /** The student opens a new quiz of the first school's course: an open attempt. */
  async function openAttempt(): Promise<QuizDetail> {
    // The fuzzer may have changed the student's level through their onboarding answers.
    await w.db
      .update(users)
      .set({ academicLevelId: w.course.academicLevelId, isActive: true })
      .where(eq(users.id, w.people.student.id));
    const quiz = await makeQuiz(w.db, {
      courseId: w.course.id,
      questionIds: w.questions.slice(0, 2).map((q) => q.id),
      schoolId: w.hillside.id,
      title: `${MARKER} quiz`,
    });
    const res = await injectFrom(w.app, {
      url: `/api/v1/quiz/${quiz.id}`,
      headers: await student(),
    });
    return res.json<QuizDetail>();
  }

  const answers = (detail: QuizDetail) =>
    detail.questions.map((q) => ({
      question_id: q.id,
      value: '2',
      time_spent: 5,
      num_options_clicked: 1,
    }));

  /** A course of the first school at the student's level, on sale by the month and the year. */
  async function courseOnSale() {
    // The fuzzer may have changed the student's level through their onboarding answers.
    await w.db
      .update(users)
      .set({ academicLevelId: w.course.academicLevelId, isActive: true })
      .where(eq(users.id, w.people.student.id));
    const course = await makeCourse(w.db, {
      schoolId: w.hillside.id,
      academicLevelId: w.course.academicLevelId,
      subjectId: w.course.subjectId,
      name: `${MARKER} course`,
    });
    return { course, prices: await priceCourse(w.db, course.id) };
  }

  return {
    openAttempt,
    courseOnSale,
    /** The student's paid subscription of two courses, and a third course that could be added. */
    async freshSubscription() {
      const [one, two, extra] = [await courseOnSale(), await courseOnSale(), await courseOnSale()];
      const row = await makePaidSubscription(w.db, {
        learnerId: w.people.student.id,
        payerId: w.people.parent.id,
        items: [one, two].map(({ course, prices }) => ({
          courseId: course.id,
          priceId: prices.monthly,
        })),
      });
      return { id: row.id, inside: two.course.id, addable: extra.course.id };
    },
    answers,
    /** An answer of the student's, marked. */
    async markedEvaluation() {
      const detail = await openAttempt();
      await submit(w.app, detail.quiz.id, answers(detail), { headers: await student() });
      return detail.evaluations[0]!.id;
    },
    /** A demo attempt held by a session id. */
    async demoSession() {
      const res = await injectFrom(w.app, { url: `/api/v1/quiz/${w.demoQuiz.id}/demo` });
      return res.json<QuizDetail>();
    },
    /** A shared attempt held by a session id. */
    async sharedSession() {
      const res = await injectFrom(w.app, {
        method: 'PUT',
        url: '/api/v1/quiz/shared/attempts',
        payload: {
          quiz_id: w.sharedQuiz.id,
          full_name: `${MARKER} visitor`,
          email: 'v@example.com',
        },
      });
      return res.json<QuizDetail>();
    },
    /** A public chat session with one question and its reply. */
    async publicChat() {
      const res = await injectFrom(w.app, {
        method: 'POST',
        url: '/api/v1/chat/public/stream/new',
        payload: { messages: [{ role: 'user', content: 'How do plants make food?' }] },
      });
      const events = parseSse(res.body);
      const thread = events.find((e) => e.event === 'thread')?.data as {
        public_session_id: string;
      };
      const reply = events.find((e) => e.event === 'message')?.data as { id: number };
      return { sessionId: thread.public_session_id, replyId: reply.id };
    },
    /**
     * A survey question in the student's thread, not answered yet, written straight in: the
     * coach asks no survey again while one of its questions waits, so the API makes one once.
     */
    async surveyQuestion() {
      const survey = SURVEYS.find((s) => s.id === 1)!;
      const question = survey.questions[0]!;
      const [row] = await makeMessages(w.db, w.thread.id, [question.text], {
        fromUser: false,
        type: 'survey_question',
        surveyType: survey.type,
        surveyId: survey.id,
        surveyQuestionId: question.id,
        nudgingGroup: 'tutor_prompt',
        nudgingType: 10,
      });
      return row!.id;
    },
    freshQuestion: () => makeQuestion(w.db, w.course.id, { text: `${MARKER} to delete` }),
    freshSchool: () => makeSchool(w.db),
    freshDocument: async () =>
      uploadDocument(w.app, await w.headersOf('superAdmin'), w.hillside.id, 1),
    async freshPrompt() {
      await w.db.delete(prompts).where(eq(prompts.promptType, '8'));
      const [row] = await w.db
        .insert(prompts)
        .values({ promptType: '8', schoolId: w.hillside.id, content: `${MARKER} to delete` })
        .returning();
      return row!.id;
    },
    /** Ends the first school's active embed secret, as revoking in the console does. */
    async revokeEmbedSecrets() {
      await w.db
        .update(embedSecrets)
        .set({ revokedAt: new Date() })
        .where(and(eq(embedSecrets.schoolId, w.hillside.id), isNull(embedSecrets.revokedAt)));
    },
    /** A new active embed secret of the first school (a school keeps one at a time). */
    async freshEmbedSecret() {
      await this.revokeEmbedSecrets();
      return makeEmbedKey(w.db, w.hillside.id);
    },
    magicLink: () => issueToken(w.db, 'magic_link', w.withPassword),
    resetToken: () => issueToken(w.db, 'password_reset', w.withPassword),
    handoff: () => issueHandoff(w.db, w.withPassword.id),
  };
}

export type Flows = ReturnType<typeof worldFlows>;
