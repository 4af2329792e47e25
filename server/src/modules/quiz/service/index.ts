import type { FastifyBaseLogger } from 'fastify';
import type {
  EvaluationFeedbackBody,
  EvaluationPatch,
  RevisionQuizBody,
  SharedAnswerBody,
  SharedAttemptBody,
  TestSubmitQuery,
} from '@kyu/core/contract';
import type { Db, Queryable } from '../../../db/client';
import type { FileStore } from '../../../providers/files';
import type { ChatModel } from '../../../providers/llm/types';
import type { QuestionCache } from '../../questions/service';
import type { Principal } from '../../sessions/service';
import * as q from '../queries';
import type { NewQuiz } from '../queries';
import type { Holder } from '../sessions';
import type { SubmitForm } from './types';
import { saveAnswer, saveSharedAnswer, listEvaluations } from './answers';
import { listQuizzes, openAttempt, openDemo, openShared } from './attempts';
import type { QuizContext } from './context';
import { createFinisher, SWEEP_EVERY_MS } from './finisher';
import { getEvaluation, giveFeedback, isBookmarked, toggleBookmark } from './reactions';
import { replaceQuestion } from './replace';
import { createRevisionQuiz } from './revision';
import { sharedAttempters } from './shared';
import { submit, type SubmitOptions } from './submit';
import { testSubmit } from './test-submit';

export { createFinisher } from './finisher';
export type { MarkingRun, SubmitForm } from './types';

export interface QuizServiceDeps {
  db: Db;
  model: ChatModel;
  log: FastifyBaseLogger;
  files: FileStore;
  questions: QuestionCache;
}

/**
 * The quiz's flows for one app: taking quizzes, autosaving and submitting answers, marking
 * (run apart from the requests that start it), reactions, revision and shared quizzes. Timed
 * attempts whose student left are finished by a sweeper until `close`.
 */
export function createQuizService(deps: QuizServiceDeps) {
  const { db, files, log, questions } = deps;
  const finisher = createFinisher({ db, model: deps.model, log, questions });
  const ctx: QuizContext = { db, finisher, files, questions };
  const sweeper = setInterval(() => {
    finisher.sweep().catch((err: unknown) => log.error({ err }, 'quiz sweep failed'));
  }, SWEEP_EVERY_MS);
  sweeper.unref();
  return {
    listQuizzes: (userId: number, showCount: boolean) => listQuizzes(db, userId, showCount),
    openAttempt: (userId: number, quizId: number, opts: { review?: boolean; latest?: boolean }) =>
      openAttempt(ctx, userId, quizId, opts),
    openDemo: (quizId: number, sessionId: string | undefined) => openDemo(ctx, quizId, sessionId),
    listEvaluations: (holder: Holder, quizId: number) => listEvaluations(ctx, holder, quizId),
    saveAnswer: (holder: Holder, id: number, patch: EvaluationPatch, totalTime?: number) =>
      saveAnswer(ctx, holder, id, patch, totalTime),
    replaceQuestion: (userId: number, evaluationId: number) =>
      replaceQuestion(ctx, userId, evaluationId),
    getEvaluation: (holder: Holder, id: number) => getEvaluation(ctx, holder, id),
    giveFeedback: (holder: Holder, id: number, body: EvaluationFeedbackBody) =>
      giveFeedback(ctx, holder, id, body),
    isBookmarked: (holder: Holder, id: number) => isBookmarked(db, holder, id),
    toggleBookmark: (holder: Holder, id: number) => toggleBookmark(db, holder, id),
    createRevisionQuiz: (userId: number, body: RevisionQuizBody) =>
      createRevisionQuiz(db, userId, body),
    submit: (holder: Holder, quizId: number, form: SubmitForm, opts: SubmitOptions) =>
      submit(ctx, holder, quizId, form, opts),
    testSubmit: (principal: Principal, quizId: number, form: SubmitForm, query: TestSubmitQuery) =>
      testSubmit(ctx, principal, quizId, form, query),
    openShared: (body: SharedAttemptBody) => openShared(ctx, body),
    saveSharedAnswer: (body: SharedAnswerBody) => saveSharedAnswer(ctx, body),
    sharedAttempters: (principal: Principal, quizId: number) =>
      sharedAttempters(db, principal, quizId),
    /** Stops the sweeper and the models, and waits for marking under way. */
    async close() {
      clearInterval(sweeper);
      await finisher.close();
    },
  };
}

export type QuizService = ReturnType<typeof createQuizService>;

/** Adds quizzes (the seed's); answers them as stored. */
export const addQuizzes = (db: Queryable, quizzes: NewQuiz[]) => q.insertQuizzes(db, quizzes);

/** The id of the first quiz of this title in the course of this name, if there is one. */
export const quizIdByTitle = (db: Queryable, courseName: string, title: string) =>
  q.quizByTitle(db, courseName, title);
