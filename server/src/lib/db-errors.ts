/**
 * The SQLSTATE and constraint of a database error, or null for other errors. Drizzle wraps
 * driver errors in `cause`; node-postgres and PGlite both report `code` and `constraint`.
 */
export function databaseError(error: unknown): { code: string; constraint: string | null } | null {
  for (let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined; e;) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      return { code: e.code, constraint: typeof e.constraint === 'string' ? e.constraint : null };
    }
    e = e.cause as typeof e;
  }
  return null;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
export const NUMERIC_VALUE_OUT_OF_RANGE = '22003';
