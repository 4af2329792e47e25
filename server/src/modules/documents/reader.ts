import { createWorkerPool } from '../../lib/worker-pool';
import type { MeasuredDocument, ReadDocument } from './extract';
import type { DocumentInput } from './read.worker';

/**
 * Reading uploaded documents happens on worker threads, never on the event loop: mammoth and
 * pdf.js are synchronous JavaScript for seconds at a time on a big file, and what they hold
 * grows faster than the file. The bounds below are for one read; the file's own bounds, checked
 * before parsing, are in bounds.ts.
 */

/**
 * Heap for one read, and as much for its buffers. A Word file at bounds.ts's limits needs
 * between 256 and 384 MB of heap in mammoth; a PDF at its limits less.
 */
const READ_MEMORY_MB = 512;
/** A file at the bounds reads in 6-11 s on a busy 2-core machine; three times that is left. */
const READ_TIMEOUT_MS = 30_000;
/**
 * Two reads at once: uploads of documents are an administrator's or teacher's occasional act,
 * and two workers at their limits (about 1 GB, most of it only for a file at the bounds) is as
 * much as a small server should give them.
 */
const READ_THREADS = 2;
/** Uploads waiting for a worker; past this the next is answered 503 with Retry-After. */
const READ_QUEUE = 8;

export interface DocumentReader {
  /** The format and checksum of a document that is within every bound, or the bound's problem. */
  measure(bytes: Buffer, filename: string): Promise<MeasuredDocument>;
  /** Its text and chunks as well. */
  read(bytes: Buffer, filename: string): Promise<ReadDocument>;
  close(): Promise<void>;
}

export function createDocumentReader(): DocumentReader {
  const pool = createWorkerPool({
    filename: new URL('./read.worker.ts', import.meta.url),
    what: 'Reading the document',
    memoryMb: READ_MEMORY_MB,
    timeoutMs: READ_TIMEOUT_MS,
    maxThreads: READ_THREADS,
    maxQueue: READ_QUEUE,
  });
  // The upload is copied, not transferred: its buffer may be shared with others, and the caller
  // keeps it to store.
  const input = (bytes: Buffer, filename: string): DocumentInput => ({ bytes, filename });
  return {
    measure: (bytes, filename) => pool.run('measure', input(bytes, filename)),
    read: (bytes, filename) => pool.run('read', input(bytes, filename)),
    close: () => pool.close(),
  };
}
