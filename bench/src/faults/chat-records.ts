/**
 * What the database and the API must show after chatting through a fault: every question and
 * reply the student saw saved (by the ids the stream gave, an error event's question too), no question saved twice, no reply
 * saved empty, and each thread still readable (GET /chat) and answering (one more question).
 */
import type pg from 'pg';
import { attempt, answered, call, headers } from './client';
import { ask, type Chatter } from './chat-client';
import type { ScenarioReport } from './report';

export async function checkChatRecords(
  report: ScenarioReport,
  db: pg.Pool,
  target: { api: string; retryForMs: number },
  chatters: Chatter[],
) {
  const ids = chatters.flatMap((c) =>
    c.outcomes.flatMap((o) =>
      o.kind === 'answered'
        ? [o.questionId, o.replyId]
        : o.kind === 'told' && o.questionId !== null
          ? [o.questionId]
          : [],
    ),
  );
  const { rows: found } = await db.query<{ id: number }>(
    'select id from chat_messages where id = any($1)',
    [ids],
  );
  report.lose(
    ids.length - found.length,
    'chat questions or replies the student saw, missing from the database',
  );
  const sent = chatters.flatMap((c) => c.sent);
  const { rows: twice } = await db.query<{ n: number }>(
    `select count(*)::int as n from chat_messages
      where from_user and text = any($1) group by text having count(*) > 1`,
    [sent],
  );
  report.duplicate(
    twice.reduce((sum, row) => sum + row.n - 1, 0),
    'chat questions saved more than once',
  );
  const threads = [...new Set(chatters.map((c) => c.threadId).filter((id) => id !== null))];
  const { rows: empty } = await db.query<{ n: number }>(
    `select count(*)::int as n from chat_messages
      where thread_id = any($1) and not from_user and text = '' and not incomplete`,
    [threads],
  );
  report.check(empty[0]!.n === 0, `${empty[0]!.n} replies saved empty and not marked incomplete`);
  for (const chatter of chatters) {
    if (chatter.threadId === null) continue;
    const read = await attempt(
      report,
      'thread reads after the fault (GET /chat)',
      async () =>
        answered(
          await call(`${target.api}/chat?thread_id=${chatter.threadId}&size=100`, {
            headers: headers({ token: chatter.token }),
          }),
          (res) => res.json() as Promise<{ messages: unknown[] }>,
        ),
      target.retryForMs,
    );
    report.check(read.value !== null, `thread ${chatter.threadId} cannot be read: ${read.failure}`);
    const next = await ask(
      report,
      target,
      chatter.token,
      `${chatter.sent[0]} (after)`,
      chatter.threadId,
      'chat asks after the fault, same thread',
    );
    report.check(
      next.kind === 'answered',
      `thread ${chatter.threadId} does not answer after the fault: ${next.kind === 'told' ? next.problem.title : next.kind === 'failed' ? next.why : ''}`,
    );
  }
}
