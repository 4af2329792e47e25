/**
 * A student asking the coach (POST /chat/stream) as the chat page does. A question is sent again
 * only when it cannot have been saved: the connection failed before the stream said it was
 * (`user_message`), the answer was a 5xx, or the error event says it was not saved. Otherwise
 * the stream's end is the outcome: the saved reply, or an error event the student reads.
 */
import { multipart } from '../submit/http';
import { answered, attempt, call, headers, type Try } from './client';
import type { ScenarioReport } from './report';
import { eventsOf, readBody } from './sse';

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
}

export type AskOutcome =
  | { kind: 'answered'; threadId: number; questionId: number; replyId: number; ms: number }
  | {
      kind: 'told';
      threadId: number | null;
      /** The saved question's id, when the stream said it was saved. */
      questionId: number | null;
      problem: Problem;
      ms: number;
    }
  | { kind: 'failed'; why: string; ms: number };

/** A student asking the coach: their texts, what came of each, and the thread they are in. */
export interface Chatter {
  token: string;
  /** The texts this student sent, each unique to the run. */
  sent: string[];
  outcomes: AskOutcome[];
  threadId: number | null;
}

export async function ask(
  report: ScenarioReport,
  target: { api: string; retryForMs: number },
  token: string,
  text: string,
  threadId: number | null,
  kind = 'chat asks (POST /chat/stream)',
): Promise<AskOutcome> {
  const started = performance.now();
  const form = multipart({ messages: JSON.stringify([{ role: 'user', content: text }]) });
  const query = threadId ? `?thread_id=${threadId}` : '';
  let told: Extract<AskOutcome, { kind: 'told' }> | null = null;
  const once = async (): Promise<Try<AskOutcome>> => {
    const res = await call(`${target.api}/chat/stream${query}`, {
      method: 'POST',
      headers: { ...headers({ token, json: false }), 'content-type': form.contentType },
      body: form.body,
    });
    if (res.status !== 200) {
      const tried = await answered(res, async () => null);
      if ('fail' in tried) report.seen(`chat answered ${res.status}`);
      return tried as Try<AskOutcome>;
    }
    const { text: body, cut } = await readBody(res);
    const events = eventsOf(body);
    const find = (name: string) =>
      events.find((e) => e.event === name)?.data as Record<string, unknown> | undefined;
    const saved = find('user_message');
    const thread = find('thread');
    const error = find('error') as Problem | undefined;
    const reply = find('message');
    const ms = performance.now() - started;
    if (reply && !error && saved && thread)
      return {
        ok: {
          kind: 'answered',
          threadId: Number(thread.thread_id),
          questionId: Number(saved.id),
          replyId: Number(reply.id),
          ms,
        },
      };
    if (error) {
      if (error.type.endsWith('question-not-saved')) {
        report.seen('chat error event: the question was not saved (sent again)');
        return { retry: 'question not saved' };
      }
      told = {
        kind: 'told',
        threadId: thread ? Number(thread.thread_id) : null,
        questionId: saved ? Number(saved.id) : null,
        problem: error,
        ms,
      };
      return { fail: `error event: ${error.title}` };
    }
    if (cut && !saved)
      throw new TypeError('the chat stream was cut', { cause: { code: 'STREAM_CUT' } });
    report.seen(
      cut
        ? 'chat stream cut after the question was saved, with no error event'
        : 'chat stream ended with neither a reply nor an error',
    );
    return { fail: cut ? 'stream cut' : 'no reply' };
  };
  const done = await attempt(report, kind, once, target.retryForMs);
  if (done.value) return done.value;
  return (
    told ?? { kind: 'failed', why: done.failure ?? 'unknown', ms: performance.now() - started }
  );
}

/** Question after question in one thread, 2.5 s apart, until `until` (performance.now()). */
export async function keepAsking(
  report: ScenarioReport,
  target: { api: string; retryForMs: number },
  chatter: Chatter,
  prefix: string,
  until: number,
) {
  for (let n = 0; performance.now() < until; n++) {
    const text = `${prefix}-${n}: what is a fraction?`;
    chatter.sent.push(text);
    const outcome = await ask(report, target, chatter.token, text, chatter.threadId);
    chatter.outcomes.push(outcome);
    if (outcome.kind !== 'failed') chatter.threadId ??= outcome.threadId;
    // Under the 30 questions a minute a student may ask (chat/limits.ts), retries included.
    await new Promise((resolve) => setTimeout(resolve, 2500));
  }
}
