import { sql, type SQL } from 'drizzle-orm';
import { customType, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Columns every schema file uses, kept apart from the tables so any of them can import it. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** A full-text search vector; generated columns fill it. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Bytes. They travel as base64 text that the database decodes: PGlite, which runs on the
 * server's own thread, turns a bytea parameter into text in JavaScript, 1.3 s for a 6 MB
 * read-aloud during which no other request is answered; base64 costs it a tenth of that.
 */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
  toDriver: (bytes) => sql`decode(${bytes.toString('base64')}, 'base64')`,
});

/** Reads a bytea column as base64 text, for the same reason; `fromBase64` turns it back. */
export const asBase64 = (column: AnyPgColumn): SQL<string> =>
  sql<string>`encode(${column}, 'base64')`;
export const fromBase64 = (text: string) => Buffer.from(text, 'base64');
