import type { Evaluation, Generated, QuizDetail, SubmittedEvaluation } from '../contract';
import { api } from '../api/client';
import { ApiError, buildUrl, genericProblem, toProblem, type Query } from '../api/model';
import { readJson, sessionArea } from '../storage/areas';
import { quizSessionKey, quizSharedDetailKey } from '../storage/keys';
import { $user } from '../account/stores';
import type { QuizCoachingId } from '../tutor/constants';
import type { QuizMode } from './model';
import type { QueuedSave } from './save-queue';

const settings = { baseUrl: '/api/v1' };

/**
 * Names the API base for saves sent with `keepalive` while the page is hidden (default
 * `/api/v1`); the API client keeps its own base private and cannot send with keepalive.
 */
export function configureQuiz(options: { baseUrl?: string }): void {
  if (options.baseUrl) settings.baseUrl = options.baseUrl;
}

/** The attempt a request belongs to. */
export interface AttemptRef {
  readonly quizId: number;
  readonly mode: QuizMode;
  /** The anonymous attempt's session id (demo, shared); null for a student's. */
  readonly sessionId: string | null;
}

/**
 * `GET /quiz/{id}` (with `review=true` for the newest finished attempt), or `/quiz/{id}/demo`
 * for a demo attempt (a new one without a session). A student's quiz opens on their newest
 * attempt, finished or not (`latest=true`), so reopening shows the result; `again` starts anew.
 */
export function fetchQuiz(quizId: number, mode: QuizMode, sessionId: string | null, again = false) {
  if (mode === 'student')
    return api.get<QuizDetail>(`/quiz/${quizId}`, again ? {} : { query: { latest: true } });
  if (mode === 'review') return api.get<QuizDetail>(`/quiz/${quizId}`, { query: { review: true } });
  return api.get<QuizDetail>(`/quiz/${quizId}/demo`, { query: { session_id: sessionId } });
}

/** `GET /quiz/{id}/evaluations`: an anonymous attempt's answers and marks, by its session id. */
export const fetchEvaluations = (quizId: number, sessionId: string) =>
  api.get<Evaluation[]>(`/quiz/${quizId}/evaluations`, { query: { session_id: sessionId } });

/** Opens a quiz (see `fetchQuiz`); an expired demo session starts a new demo attempt instead. */
export async function fetchOpenQuiz(
  opts: { quizId: number; mode: QuizMode; again?: boolean },
  sessionId: string | null,
): Promise<QuizDetail> {
  try {
    return await fetchQuiz(opts.quizId, opts.mode, sessionId, opts.again);
  } catch (error) {
    if (!(opts.mode === 'demo' && sessionId && error instanceof ApiError && error.status === 404))
      throw error;
    sessionArea().removeItem(quizSessionKey('demo', opts.quizId));
    return fetchQuiz(opts.quizId, opts.mode, null);
  }
}

/**
 * A shared attempt as this tab left it. The server cannot reopen a shared quiz, only list its
 * evaluations: the quiz comes from this tab's copy, with its answers and marks fresh. Without a
 * copy (or with another session's), null: it starts over.
 */
export async function resumeShared(quizId: number, sessionId: string): Promise<QuizDetail | null> {
  const kept = readJson<QuizDetail>(sessionArea(), quizSharedDetailKey(quizId));
  if (!kept || kept.session_id !== sessionId) return null;
  return { ...kept, evaluations: await fetchEvaluations(quizId, sessionId) };
}

/** `PUT /quiz/shared/attempts`: opens a shared quiz for someone without an account. */
export const startShared = (quizId: number, fullName: string, email: string) =>
  api.put<QuizDetail>('/quiz/shared/attempts', { quiz_id: quizId, full_name: fullName, email });

// The page is going away: fetch with keepalive outlives it, which the API client cannot ask for.
async function sendKeepalive(method: string, path: string, query: Query, body: object) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const token = $user.get()?.access_token;
  if (token) headers['Authorization'] = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(buildUrl(settings.baseUrl, path, query), {
      method,
      headers,
      body: JSON.stringify(body),
      keepalive: true,
    });
  } catch {
    throw new ApiError(genericProblem(0));
  }
  if (!res.ok) throw new ApiError(toProblem(res.status, null, res.statusText));
}

/** Saves one answer: by evaluation (student, demo), or by question for a shared attempt. */
export async function saveAnswer(ref: AttemptRef, entry: QueuedSave, keepalive: boolean) {
  const patch = {
    value: entry.value,
    time_spent: entry.time_spent,
    num_options_clicked: entry.num_options_clicked,
  };
  if (ref.mode === 'shared' || entry.evaluationId === null) {
    const body = { session_id: ref.sessionId, question_id: entry.questionId, ...patch };
    if (keepalive) return sendKeepalive('POST', '/quiz/shared/attempts/question', {}, body);
    await api.post('/quiz/shared/attempts/question', body);
    return;
  }
  const path = `/quiz/evaluations/${entry.evaluationId}`;
  const query = { session_id: ref.sessionId, total_time_spent: entry.totalTimeSpent };
  if (keepalive) return sendKeepalive('PATCH', path, query, patch);
  await api.patch(path, patch, { query });
}

/** `POST /quiz/{id}/submit`: answers the open event stream of the marking. */
export function submitAnswers(
  ref: AttemptRef,
  evaluations: readonly SubmittedEvaluation[],
  opts: { finish: boolean; isReview: boolean; key: string; signal: AbortSignal },
) {
  const form = new FormData();
  form.append('evaluations', JSON.stringify(evaluations));
  return api.stream(`/quiz/${ref.quizId}/submit`, form, {
    query: {
      session_id: ref.sessionId,
      is_review: opts.isReview || undefined,
      finish: opts.finish ? undefined : false,
    },
    idempotencyKey: opts.key,
    signal: opts.signal,
  });
}

/** Reports a problem with a question; a visitor reports through the public route. */
export function sendReport(questionId: number, message: string) {
  const path = $user.get()
    ? `/questions/${questionId}/report`
    : `/questions/${questionId}/report/public`;
  return api.post<unknown>(path, { message });
}

/** `POST /chat/generate` for a coaching message: its text is saved in the student's thread. */
export const generateCoaching = (kind: QuizCoachingId, latestCorrect: boolean | null) =>
  api.post<Generated>('/chat/generate', {
    nudging_group: 'quiz_coaching',
    nudging_type: kind,
    ...(latestCorrect === null ? {} : { latest_question_correct: latestCorrect }),
  });

/** A fresh Idempotency-Key. */
export function newKey(): string {
  const c = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (c?.randomUUID) return c.randomUUID();
  // randomUUID needs a secure context; a plain-http page still gets a key unlikely to repeat.
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
