import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $chatMessages, resetChat } from '../chat/stores';
import type { Evaluation, QuizDetail, SubmitStreamEvents } from '../contract';
import { $streaks, $xp } from '../progress/stores';
import { $user } from '../account/stores';
import { practiceCountKey, quizQueueKey, quizSessionKey } from '../storage/keys';
import {
  makeAttempt,
  makeChatMessage,
  makeMarked,
  makeQuizDetail,
  makeSessionUser,
} from '@kyu/test-support/data';
import { json, problem } from '@kyu/test-support/fetch';
import { type EventOf, eventResponse, eventStream, eventText } from '@kyu/test-support/sse';
import { resetCore } from '../testing/reset';
import { createQuiz, type QuizStores } from '.';

interface Req {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  keepalive: boolean;
}
type Answer = Response | Error | Promise<Response>;

let requests: Req[] = [];
let online = true;
const events = new EventTarget();

/** Answers every fetch with what `handler` gives for it, keeping each request for assertions. */
function serve(handler: (req: Req) => Answer) {
  globalThis.fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const raw = init.body;
    const req: Req = {
      url,
      method: init.method ?? 'GET',
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof raw === 'string' ? JSON.parse(raw) : raw,
      keepalive: init.keepalive === true,
    };
    requests.push(req);
    const answer = await handler(req);
    if (answer instanceof Error) throw answer;
    return answer;
  }) as unknown as typeof fetch;
}

type Events = SubmitStreamEvents;
const stream = () => eventStream<Events>();
const sse = (...events: EventOf<Events>[]) => eventResponse<Events>(...events);

const settle = () => vi.advanceTimersByTimeAsync(0);
const saves = () => requests.filter((r) => r.method === 'PATCH');
const submits = () => requests.filter((r) => r.url.includes('/submit'));
const submittedIds = (req: Req) =>
  (
    JSON.parse((req.body as FormData).get('evaluations') as string) as { question_id: number }[]
  ).map((e) => e.question_id);

let areas: ReturnType<typeof resetCore>;
let quiz: QuizStores;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-05T09:00:00.000Z'));
  areas = resetCore();
  quiz = createQuiz();
  resetChat();
  requests = [];
  online = true;
  vi.stubGlobal('navigator', {
    get onLine() {
      return online;
    },
  });
  vi.stubGlobal('addEventListener', events.addEventListener.bind(events));
  vi.stubGlobal('removeEventListener', events.removeEventListener.bind(events));
});

afterEach(() => {
  quiz.resetQuiz();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function openStudentQuiz(detail: QuizDetail, handler: (req: Req) => Answer = () => json({})) {
  $user.set(makeSessionUser());
  serve((req) => (req.url === '/api/v1/quiz/1?latest=true' ? json(detail) : handler(req)));
  await quiz.loadQuiz({ quizId: 1, mode: 'student' });
}

describe('quiz stores: autosave', () => {
  it('saves an answer by its evaluation with the time spent and the clicks', async () => {
    const detail = makeQuizDetail(2);
    const [q1] = detail.questions;
    await openStudentQuiz(detail);
    vi.advanceTimersByTime(7000);
    quiz.answerQuestion(q1!.id, '2');
    await settle();
    expect(saves()).toHaveLength(1);
    expect(saves()[0]!.url).toBe(`/api/v1/quiz/evaluations/${q1!.id + 10_000}?total_time_spent=7`);
    expect(saves()[0]!.body).toEqual({ value: '2', time_spent: 7, num_options_clicked: 1 });
    expect(quiz.$saveState.get()).toBe('saved');
  });

  it('restores answers not yet saved after a reload, and sends them', async () => {
    const detail = makeQuizDetail(2);
    const [q1, q2] = detail.questions;
    online = false;
    await openStudentQuiz(detail);
    quiz.answerQuestion(q1!.id, '3');
    quiz.answerQuestion(q2!.id, '1');
    await settle();
    expect(quiz.$saveState.get()).toBe('offline');
    expect(areas.local.getItem(quizQueueKey(detail.attempt.id))).not.toBeNull();

    quiz.resetQuiz();
    online = true;
    await quiz.loadQuiz({ quizId: 1, mode: 'student' });
    await settle();
    expect(quiz.$answers.get()).toEqual({ [q1!.id]: '3', [q2!.id]: '1' });
    expect(saves().map((r) => (r.body as { value: string }).value)).toEqual(['3', '1']);
    expect(areas.local.getItem(quizQueueKey(detail.attempt.id))).toBeNull();
  });

  it('flushes everything queued offline once the browser is online again', async () => {
    const detail = makeQuizDetail(3);
    online = false;
    await openStudentQuiz(detail);
    for (const q of detail.questions) quiz.answerQuestion(q.id, '1');
    quiz.answerQuestion(detail.questions[0]!.id, '2');
    await settle();
    expect(saves()).toHaveLength(0);
    expect(quiz.$saveState.get()).toBe('offline');
    online = true;
    events.dispatchEvent(new Event('online'));
    await settle();
    expect(saves().map((r) => (r.body as { value: string }).value)).toEqual(['1', '1', '2']);
    expect(quiz.$saveState.get()).toBe('saved');
  });

  it('drops an answer the server refuses and shows why', async () => {
    const detail = makeQuizDetail(1);
    await openStudentQuiz(detail, () => problem(409, 'Conflict', { detail: 'Time is up.' }));
    quiz.answerQuestion(detail.questions[0]!.id, '1');
    await settle();
    expect(quiz.$saveState.get()).toBe('error');
    expect(quiz.$quizError.get()).toBe('Time is up.');
    expect(areas.local.getItem(quizQueueKey(detail.attempt.id))).toBeNull();
  });

  it('sends the queue with keepalive when the page is hidden', async () => {
    const detail = makeQuizDetail(1);
    online = false;
    await openStudentQuiz(detail);
    quiz.answerQuestion(detail.questions[0]!.id, '1');
    events.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(saves()[0]?.keepalive).toBe(true);
    expect(saves()[0]?.headers['Authorization']).toMatch(/^Bearer /);
  });
});

describe('quiz stores: two quizzes on one page', () => {
  it('keeps each quiz’s answers, progress, saves and marking to itself', async () => {
    const one = makeQuizDetail(2);
    const two = makeQuizDetail(3, {
      quiz: { ...one.quiz, id: 2 },
      attempt: makeAttempt({ id: 78, quiz_id: 2 }),
    });
    const other = createQuiz();
    $user.set(makeSessionUser());
    serve((req) => {
      if (req.url === '/api/v1/quiz/2?latest=true') return json(two);
      if (req.url.includes('/submit'))
        return sse(['evaluations', makeMarked(one.questions[0]!.id, true)]);
      return req.url === '/api/v1/quiz/1?latest=true' ? json(one) : json({});
    });
    await quiz.loadQuiz({ quizId: 1, mode: 'student' });
    await other.loadQuiz({ quizId: 2, mode: 'student' });
    const [q1] = one.questions.map((q) => q.id);
    quiz.answerQuestion(q1!, '2');
    await settle();
    expect(quiz.$answers.get()[q1!]).toBe('2');
    expect(Object.values(other.$answers.get())).not.toContain('2');
    expect([quiz.$unanswered.get(), other.$unanswered.get()]).toEqual([[1], [0, 1, 2]]);
    expect(saves().map((r) => r.url)).toEqual([
      `/api/v1/quiz/evaluations/${q1! + 10_000}?total_time_spent=0`,
    ]);
    expect([quiz.$saveState.get(), other.$saveState.get()]).toEqual(['saved', 'idle']);

    await quiz.checkQuestion(q1!);
    expect(Object.keys(quiz.$marked.get())).toEqual([String(q1)]);
    expect(other.$marked.get()).toEqual({});
    other.resetQuiz();
    expect([quiz.$quiz.get()?.quiz.id, other.$quiz.get()]).toEqual([1, null]);
  });
});

describe('quiz stores: submission', () => {
  it('fills the marks and explanations in order and clears each question from submission', async () => {
    const detail = makeQuizDetail(2);
    const [q1, q2] = detail.questions.map((q) => q.id) as [number, number];
    const live = stream();
    await openStudentQuiz(detail, (req) => {
      if (req.url.includes('/submit')) return live.response;
      if (req.url.endsWith('/users/streaks')) return json({ active: true, days: 4 });
      if (req.url.endsWith('/users/xp'))
        return json({ xp: 120, level: 2, next_level_xp: 200, current_level_base_xp: 100 });
      return json({});
    });
    quiz.answerQuestion(q1, '1');
    quiz.answerQuestion(q2, '2');
    const done = quiz.finishQuiz();
    await settle();
    expect([...quiz.$inSubmission.get()]).toEqual([q1, q2]);
    expect(quiz.$submitting.get()).toBe(true);

    live.send('evaluations', makeMarked(q1, true));
    live.send('explanation', { question_id: q1, delta: 'Two plus ' });
    live.send('explanation', { question_id: q1, delta: 'two is four.' });
    await settle();
    expect(Object.keys(quiz.$marked.get())).toEqual([String(q1)]);
    expect([...quiz.$inSubmission.get()]).toEqual([q2]);
    expect(quiz.$explanations.get()).toEqual({ [q1]: 'Two plus two is four.' });

    live.send('evaluations', makeMarked(q2, false));
    const graded = makeAttempt({ grading_completed: true, total_score: 1, max_score: 2 });
    live.send('attempt', graded);
    live.send('end', {});
    live.close();
    await done;
    await settle();
    expect(quiz.$inSubmission.get().size).toBe(0);
    expect(quiz.$marked.get()[q2]?.is_full_marks).toBe(false);
    expect(quiz.$attemptResult.get()).toEqual(graded);
    expect(quiz.$submitting.get()).toBe(false);
    expect(submits()[0]!.url).toBe('/api/v1/quiz/1/submit');
    expect(submittedIds(submits()[0]!)).toEqual([q1, q2]);
    expect($streaks.get()).toEqual({ active: true, days: 4 });
    expect($xp.get()?.level).toBe(2);
    expect(areas.local.getItem(practiceCountKey($user.get()!.id))).toBe('1');
  });

  it('shows each question’s marks the moment its event arrives, even one cut across two chunks', async () => {
    const detail = makeQuizDetail(3);
    const [q1, q2, q3] = detail.questions.map((q) => q.id) as [number, number, number];
    const live = stream();
    await openStudentQuiz(detail, (req) =>
      req.url.includes('/submit') ? live.response : json({ xp: 0 }),
    );
    for (const id of [q1, q2, q3]) quiz.answerQuestion(id, '1');
    const done = quiz.finishQuiz();
    await settle();
    expect(quiz.$finishing.get()).toBe(true);

    const first = eventText<Events>('evaluations', makeMarked(q1, true));
    live.raw(first.slice(0, 40));
    await settle();
    expect(quiz.$marked.get()).toEqual({});
    live.raw(first.slice(40));
    await settle();
    expect(Object.keys(quiz.$marked.get())).toEqual([String(q1)]);
    expect([...quiz.$inSubmission.get()]).toEqual([q2, q3]);

    live.send('evaluations', makeMarked(q2, false));
    await settle();
    expect(Object.keys(quiz.$marked.get())).toEqual([String(q1), String(q2)]);
    expect([...quiz.$inSubmission.get()]).toEqual([q3]);
    expect(quiz.$attemptResult.get()).toBeNull();
    expect(quiz.$finishing.get()).toBe(true);

    live.send('evaluations', makeMarked(q3, true));
    live.send('attempt', makeAttempt({ grading_completed: true, total_score: 2, max_score: 3 }));
    live.close();
    await done;
    expect(quiz.$attemptResult.get()?.total_score).toBe(2);
    expect(quiz.$finishing.get()).toBe(false);
  });

  it('opens a review on the newest finished attempt, which it never submits again', async () => {
    const detail = makeQuizDetail(1, {
      attempt: makeAttempt({ submitted_at: '2026-01-05T09:10:00.000Z', grading_completed: true }),
    });
    $user.set(makeSessionUser());
    serve(() => json(detail));
    await quiz.loadQuiz({ quizId: 1, mode: 'review' });
    expect(requests.map((r) => r.url)).toEqual(['/api/v1/quiz/1?review=true']);
    expect(quiz.$attemptResult.get()).toEqual(detail.attempt);
    await quiz.finishQuiz();
    expect(submits()).toEqual([]);
  });

  it('reuses the Idempotency-Key when a failed finish is tried again', async () => {
    const detail = makeQuizDetail(1);
    const answers: Answer[] = [new TypeError('network down')];
    await openStudentQuiz(detail, (req) =>
      req.url.includes('/submit')
        ? (answers.shift() ?? sse(['attempt', makeAttempt({ grading_completed: true })]))
        : json({}),
    );
    await quiz.finishQuiz();
    expect(quiz.$quizError.get()).toMatch(/couldn't reach/);
    expect(quiz.$inSubmission.get().size).toBe(0);
    await quiz.finishQuiz();
    const [first, second] = submits();
    expect(first!.headers['Idempotency-Key']).toBeTruthy();
    expect(second!.headers['Idempotency-Key']).toBe(first!.headers['Idempotency-Key']);
    expect(quiz.$attemptResult.get()?.grading_completed).toBe(true);
  });

  it('checks one question with finish=false and keeps the attempt open', async () => {
    const detail = makeQuizDetail(3);
    const q1 = detail.questions[0]!.id;
    await openStudentQuiz(detail, (req) =>
      req.url.includes('/submit') ? sse(['evaluations', makeMarked(q1, true)]) : json({}),
    );
    quiz.answerQuestion(q1, '1');
    await quiz.checkQuestion(q1);
    expect(submits()[0]!.url).toBe('/api/v1/quiz/1/submit?finish=false');
    expect(submittedIds(submits()[0]!)).toEqual([q1]);
    expect(quiz.$marked.get()[q1]?.is_full_marks).toBe(true);
    expect(quiz.$attemptResult.get()).toBeNull();
    quiz.answerQuestion(q1, '2');
    expect(quiz.$answers.get()[q1]).toBe('1');
  });

  it('asks again for the marks of an attempt submitted before the page closed', async () => {
    const detail = makeQuizDetail(1, {
      attempt: makeAttempt({ submitted_at: '2026-01-05T08:59:00.000Z' }),
    });
    const graded = makeAttempt({ grading_completed: true });
    await openStudentQuiz(detail, (req) =>
      req.url.includes('/submit') ? sse(['attempt', graded]) : json({}),
    );
    await settle();
    expect(submits()).toHaveLength(1);
    expect(quiz.$attemptResult.get()).toEqual(graded);
  });

  it('finishes by itself from the saved answers when the time runs out', async () => {
    const detail = makeQuizDetail(1, {
      attempt: makeAttempt({ deadline_at: '2026-01-05T09:00:03.000Z' }),
    });
    await openStudentQuiz(detail, (req) =>
      req.url.includes('/submit') ? sse(['end', {}]) : json({}),
    );
    expect(quiz.$remainingSeconds.get()).toBe(3);
    await vi.advanceTimersByTimeAsync(2000);
    expect(quiz.$remainingSeconds.get()).toBe(1);
    expect(submits()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(quiz.$remainingSeconds.get()).toBe(0);
    expect(submits()).toHaveLength(1);
    expect(submits()[0]!.url).toBe('/api/v1/quiz/1/submit');
  });
});

describe('quiz stores: anonymous attempts', () => {
  it('keeps the demo session id in this tab so a reload resumes the attempt', async () => {
    const detail = makeQuizDetail(1, { session_id: 'demo-session-0123456789' });
    serve(() => json(detail));
    await quiz.loadQuiz({ quizId: 1, mode: 'demo' });
    expect(requests[0]!.url).toBe('/api/v1/quiz/1/demo');
    expect(areas.session.getItem(quizSessionKey('demo', 1))).toBe('demo-session-0123456789');
    quiz.resetQuiz();
    await quiz.loadQuiz({ quizId: 1, mode: 'demo' });
    expect(requests[1]!.url).toBe('/api/v1/quiz/1/demo?session_id=demo-session-0123456789');
    expect(quiz.$quiz.get()?.session_id).toBe('demo-session-0123456789');
  });

  it('saves a shared attempt by question with its session id', async () => {
    const detail = makeQuizDetail(1, { session_id: 'shared-session-0123456789' });
    serve(() => json(detail));
    await quiz.startSharedQuiz({ quizId: 1, fullName: ' Ada ', email: 'ada@example.com' });
    expect(requests[0]!.body).toEqual({ quiz_id: 1, full_name: 'Ada', email: 'ada@example.com' });
    quiz.answerQuestion(detail.questions[0]!.id, '2');
    await settle();
    expect(requests[1]!.url).toBe('/api/v1/quiz/shared/attempts/question');
    expect(requests[1]!.body).toMatchObject({
      session_id: 'shared-session-0123456789',
      question_id: detail.questions[0]!.id,
      value: '2',
    });
  });

  it('resumes a shared attempt after a reload from its session id and fresh evaluations', async () => {
    const detail = makeQuizDetail(1, { session_id: 'shared-session-0123456789' });
    const q = detail.questions[0]!.id;
    serve((req) =>
      req.url.includes('/evaluations')
        ? json([{ ...detail.evaluations[0]!, value: '3' }])
        : json(detail),
    );
    await quiz.startSharedQuiz({ quizId: 1, fullName: 'Ada', email: 'ada@example.com' });
    quiz.resetQuiz();
    await quiz.loadQuiz({ quizId: 1, mode: 'shared' });
    expect(requests[1]!.url).toBe(
      '/api/v1/quiz/1/evaluations?session_id=shared-session-0123456789',
    );
    expect(quiz.$answers.get()).toEqual({ [q]: '3' });
  });

  it('waits for a name and e-mail when a shared quiz has no session yet', async () => {
    serve(() => json({}));
    await quiz.loadQuiz({ quizId: 1, mode: 'shared' });
    expect(requests).toEqual([]);
    expect(quiz.$quiz.get()).toBeNull();
  });
});

describe('quiz stores: coaching', () => {
  const checkAll = async (detail: QuizDetail) => {
    for (const q of detail.questions.slice(0, 2)) {
      quiz.answerQuestion(q.id, '1');
      await quiz.checkQuestion(q.id);
    }
    await settle();
  };
  const marking = (req: Req): Answer => {
    if (req.url.includes('/chat/generate'))
      return json({ messages: [makeChatMessage({ type: 'nudge', text: 'Two in a row!' })] });
    if (!req.url.includes('/submit')) return json({});
    const [id] = submittedIds(req);
    return sse(['evaluations', makeMarked(id!, true) as Evaluation]);
  };

  it('asks for a coaching message when two checked answers are right, and shows it in the chat', async () => {
    const detail = makeQuizDetail(12);
    await openStudentQuiz(detail, marking);
    await checkAll(detail);
    const generate = requests.filter((r) => r.url.endsWith('/chat/generate'));
    expect(generate.map((r) => r.body)).toEqual([
      { nudging_group: 'quiz_coaching', nudging_type: 6, latest_question_correct: true },
    ]);
    expect($chatMessages.get().map((m) => m.text)).toEqual(['Two in a row!']);
  });

  it('sends no coaching during a mock exam', async () => {
    const detail = makeQuizDetail(12);
    await openStudentQuiz({ ...detail, quiz: { ...detail.quiz, quiz_type_id: 4 } }, marking);
    await checkAll(detail);
    expect(requests.some((r) => r.url.endsWith('/chat/generate'))).toBe(false);
  });
});
