/**
 * The calls a bench student makes, checked, and the runs built of them: submits alone (the
 * attempts opened beforehand, untimed), the quiz list alone, and the bare baseline. The first
 * failure stops a run and is thrown once every call under way has finished.
 */
import type { Answered } from './answers';
import type { Send } from './http';
import { figures, type Figures } from './stats';
import { streamProblem } from './stream-check';

/** A run failed: a non-2xx, an `error` event, or a stream that was cut short or wrong. */
export class BenchFailure extends Error {
  override name = 'BenchFailure';
}

export interface Target {
  send: Send;
  quizId: number;
  form: { body: Buffer; contentType: string };
  want: Answered;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Opens (or resumes) the student's attempt, as the quiz page does before they answer. */
export async function openAttempt(t: Target, token: string) {
  const answer = await t.send('GET', `/api/v1/quiz/${t.quizId}`, bearer(token));
  if (answer.status !== 200)
    throw new BenchFailure(`GET /quiz/${t.quizId}: ${answer.status} ${answer.body.slice(0, 300)}`);
}

/** Submits the answers and reads the marking to its end; answers the milliseconds it took. */
export async function submit(t: Target, token: string | null, path: string) {
  const answer = await t.send(
    'POST',
    path,
    {
      ...(token ? bearer(token) : {}),
      'content-type': t.form.contentType,
      'idempotency-key': crypto.randomUUID(),
    },
    t.form.body,
  );
  const problem = streamProblem(answer, t.want);
  if (problem) throw new BenchFailure(`POST ${path}: ${problem}`);
  return { ms: answer.ms, body: answer.body };
}

/** Works through `items`, `lanes` at a time; stops taking more at the first failure. */
export async function inLanes<T>(items: T[], lanes: number, work: (item: T) => Promise<void>) {
  let next = 0;
  let failure: unknown = null;
  const lane = async () => {
    while (failure === null && next < items.length) {
      const item = items[next++]!;
      try {
        await work(item);
      } catch (error) {
        failure ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(lanes, items.length) }, lane));
  if (failure !== null) throw failure;
}

/** Repeats `call` in `lanes` loops for `seconds`; answers its figures. */
export async function forSeconds(lanes: number, seconds: number, call: () => Promise<number>) {
  const times: number[] = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  await inLanes(Array.from({ length: lanes }), lanes, async () => {
    while (performance.now() < until) times.push(await call());
  });
  return figures(times, (performance.now() - started) / 1000);
}

/**
 * Submits alone: every student opens an attempt (untimed), then all submit, `lanes` at a time
 * (timed); rounds repeat until `seconds` of submitting are measured.
 */
export async function submitRounds(
  t: Target,
  tokens: string[],
  lanes: number,
  seconds: number,
): Promise<Figures> {
  const times: number[] = [];
  let timed = 0;
  do {
    await inLanes(tokens, lanes, (token) => openAttempt(t, token));
    const started = performance.now();
    await inLanes(tokens, lanes, async (token) => {
      times.push((await submit(t, token, `/api/v1/quiz/${t.quizId}/submit`)).ms);
    });
    timed += performance.now() - started;
  } while (timed < seconds * 1000);
  return figures(times, timed / 1000);
}

/** The quiz list, alone: every lane a student asking for it again and again. */
export async function listRun(t: Target, tokens: string[], lanes: number, seconds: number) {
  let turn = 0;
  return forSeconds(lanes, seconds, async () => {
    const token = tokens[turn++ % tokens.length]!;
    const answer = await t.send('GET', '/api/v1/quiz?show_question_count=true', bearer(token));
    if (answer.status !== 200 || !answer.body.includes(`"id":${t.quizId},`))
      throw new BenchFailure(`GET /quiz: ${answer.status} ${answer.body.slice(0, 300)}`);
    return answer.ms;
  });
}
