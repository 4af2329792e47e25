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
const NUMERIC_VALUE_OUT_OF_RANGE = '22003';

/**
 * Data exceptions (SQLSTATE class 22, and 54000) that a value sent by a client causes: what it
 * tells the sender. They reach a query only when validation in front of it missed something,
 * so the error handler answers 400 with its own problem type and logs a warning, and the fuzz
 * suite fails on that type: each one found is fixed in the validation instead.
 */
export const INPUT_REFUSED: Record<string, string> = {
  '22001': 'A text in the request is longer than Kyu keeps.',
  [NUMERIC_VALUE_OUT_OF_RANGE]: 'A number in the request is larger than any id or value Kyu keeps.',
  '22007': 'A date or time in the request is not one Kyu can read.',
  '22008': 'A date or time in the request is out of range.',
  '22021': 'A text in the request holds a character Kyu cannot store.',
  '22025': 'A search in the request has an escape that Kyu cannot read.',
  '22P02': 'A value in the request is not of the kind expected.',
  '22P05': 'A text in the request holds a character Kyu cannot store.',
  '2201W': 'A page size in the request is out of range.',
  '2201X': 'A page offset in the request is out of range.',
  '54000': 'A value in the request is too large for Kyu to process.',
};

/** SQLSTATEs of a database going away or not yet back: 08 (connection), 57P01-57P03 (shutdown). */
const CONNECTION_STATE = /^(?:08...|57P0[123])$/;
/** What node-postgres and the socket under it say when the server is gone. */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND']);
const CONNECTION_MESSAGE =
  /^(?:Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed)/;

/**
 * Whether `error` says the database was out of reach (a restart, a failover, a dropped
 * connection) rather than refusing the statement: the same request succeeds once it is back,
 * so a request answers 503 with Retry-After and a job is retried.
 */
export function databaseUnreachable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 8;
    e = e.cause as typeof e, depth++
  ) {
    if (
      typeof e.code === 'string' &&
      (CONNECTION_STATE.test(e.code) || CONNECTION_CODES.has(e.code))
    )
      return true;
    if (typeof e.message === 'string' && CONNECTION_MESSAGE.test(e.message)) return true;
  }
  return false;
}
