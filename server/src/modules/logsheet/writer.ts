import type { FastifyBaseLogger } from 'fastify';

/** One row of the logsheet as the server records it. */
export interface AuditEntry {
  at: Date;
  actorId: number | null;
  actorRole: number | null;
  schoolId: number | null;
  action: string;
  targetId: number | null;
  status: number;
  ip: string | null;
}

/** Records entries off the request path; `flush` resolves once every entry so far is written. */
export interface AuditWriter {
  record(entry: AuditEntry): void;
  flush(): Promise<void>;
  /** Writes what is left and drops what comes after (the database is about to close). */
  close(): Promise<void>;
}

/** How long an entry waits for others to share its insert, and how many one insert takes. */
const FLUSH_AFTER_MS = 200;
export const FLUSH_AT_ROWS = 100;

/**
 * Entries are kept in memory and written together, one insert per FLUSH_AFTER_MS or per
 * FLUSH_AT_ROWS, so a busy server spends one round trip on many changes and a request never
 * waits on its entry. Inserts run one after another, in order. An insert that fails is logged
 * and its entries are lost: the logsheet must never turn a change that worked into an error.
 */
export function createAuditWriter(
  save: (entries: AuditEntry[]) => Promise<unknown>,
  log: Pick<FastifyBaseLogger, 'error'>,
): AuditWriter {
  let buffer: AuditEntry[] = [];
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();
  let closed = false;

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (buffer.length === 0) return writing;
    const entries = buffer;
    buffer = [];
    writing = writing.then(() =>
      save(entries).then(
        () => undefined,
        (err: unknown) => log.error({ err, lost: entries.length }, 'logsheet entries not written'),
      ),
    );
    return writing;
  };

  return {
    record(entry) {
      if (closed) return;
      buffer.push(entry);
      if (buffer.length >= FLUSH_AT_ROWS) void flush();
      else if (!timer) {
        timer = setTimeout(() => void flush(), FLUSH_AFTER_MS);
        // A pending entry does not keep a process alive that is otherwise done.
        timer.unref();
      }
    },
    flush,
    close() {
      closed = true;
      return flush();
    },
  };
}
