import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Columns every schema file uses, kept apart from the tables so any of them can import it. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** A full-text search vector; generated columns fill it. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
