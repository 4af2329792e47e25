import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { chatMessages } from '../../../db/schema';

/**
 * The newest `limit` messages of a thread that the model is told about, oldest first, as JSON:
 * a subquery, so that a question reads its conversation with its thread in one statement.
 * (`eq` names the thread's table: a bare column in a template would not, and would be read as
 * the message's own.)
 */
export const conversationJson = (threadId: AnyColumn | SQL.Aliased, limit: number) =>
  sql<{ fromUser: boolean; text: string }[]>`(
    select coalesce(json_agg(json_build_object('fromUser', m.from_user, 'text', m.text) order by m.id), '[]'::json)
    from (
      select ${chatMessages.id} as id, ${chatMessages.fromUser} as from_user, ${chatMessages.text} as text
      from ${chatMessages}
      where ${eq(chatMessages.threadId, threadId)} and ${chatMessages.type} in ('message', 'nudge')
      order by ${chatMessages.id} desc
      limit ${limit}
    ) m)`;
