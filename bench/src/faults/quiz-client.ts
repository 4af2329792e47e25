/**
 * A student sitting the mock exam again and again, as the quiz page does: open (or resume) the
 * attempt, then submit every answer with one Idempotency-Key, retried with that same key until
 * the marking stream is complete and right. Which keys the server acknowledged, and which it
 * never did, is kept for the checks (quiz-records.ts).
 */
import type { Answered } from '../submit/answers';
import { multipart } from '../submit/http';
import { streamProblem } from '../submit/stream-check';
import { answered, attempt, call, headers, type Try } from './client';
import type { ScenarioReport } from './report';
import { readBody } from './sse';

export interface QuizTarget {
  api: string;
  quizId: number;
  want: Answered;
  retryForMs: number;
}

export interface Submissions {
  /** Keys whose marking stream came back complete and right. */
  acknowledged: string[];
  /** Keys sent that never got one (the student was shown an error). */
  unacknowledged: string[];
}

async function openAttempt(report: ScenarioReport, t: QuizTarget, token: string) {
  const opened = await attempt(
    report,
    'quiz opens (GET /quiz/{id})',
    async () =>
      answered(await call(`${t.api}/quiz/${t.quizId}`, { headers: headers({ token }) }), (res) =>
        res.arrayBuffer(),
      ),
    t.retryForMs,
  );
  return opened.value !== null;
}

async function submit(report: ScenarioReport, t: QuizTarget, token: string, key: string) {
  const form = multipart({ evaluations: t.want.evaluations });
  const once = async (): Promise<Try<true>> => {
    const res = await call(`${t.api}/quiz/${t.quizId}/submit`, {
      method: 'POST',
      headers: {
        ...headers({ token, json: false }),
        'content-type': form.contentType,
        'idempotency-key': key,
      },
      body: form.body,
    });
    if (res.status !== 200) return answered(res, async () => true as const);
    const { text, cut } = await readBody(res);
    if (cut) throw new TypeError('the marking stream was cut', { cause: { code: 'STREAM_CUT' } });
    const answer = {
      status: 200,
      contentType: res.headers.get('content-type') ?? '',
      body: text,
      ms: 0,
    };
    const problem = streamProblem(answer, t.want);
    if (!problem) return { ok: true };
    report.seen(`marking stream not complete: ${problem.slice(0, 60)}`);
    return { retry: problem };
  };
  const done = await attempt(report, 'quiz submits (POST /quiz/{id}/submit)', once, t.retryForMs);
  return done.value !== null;
}

/** One student's round after round until `until` (performance.now()); keys named `prefix-n`. */
export async function sitQuizzes(
  report: ScenarioReport,
  t: QuizTarget,
  token: string,
  prefix: string,
  until: number,
  into: Submissions,
) {
  for (let round = 0; performance.now() < until; round++) {
    if (!(await openAttempt(report, t, token))) continue;
    const key = `${prefix}-${round}`;
    if (await submit(report, t, token, key)) into.acknowledged.push(key);
    else into.unacknowledged.push(key);
  }
}
