import { tables, type Db } from '@kyu/server/testing';

const { chatMessages, chatThreads } = tables;

/** A chat thread with the values given (whose it is, its title), written straight in. */
export async function makeThread(db: Db, values: Partial<typeof chatThreads.$inferInsert> = {}) {
  const [row] = await db.insert(chatThreads).values(values).returning();
  return row!;
}

/** Messages in order, alternating question and reply unless `fromUser` says otherwise. */
export async function makeMessages(
  db: Db,
  threadId: number,
  texts: string[],
  values: Partial<typeof chatMessages.$inferInsert> = {},
) {
  const rows = [];
  for (const [i, text] of texts.entries()) {
    const [row] = await db
      .insert(chatMessages)
      .values({ threadId, text, fromUser: i % 2 === 0, ...values })
      .returning();
    rows.push(row!);
  }
  return rows;
}
