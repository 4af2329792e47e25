import type { QuestionFileFormat } from '@kyu/core/contract';
import { createWorkerPool } from '../../lib/worker-pool';
import type { ReadResult } from './draft';

/*
 * Bounds of the pool that parses question files, measured with the largest file the import
 * takes (5 MB: 2,000 questions of 2.5 KB) on a 2-core machine shared with other work at a load
 * of 18: GIFT read in 10.6 s (gift-pegjs is about 1.5 µs a character there), Moodle XML in
 * 2.8 s, each with a heap of under 30 MB; an XML file of 500,000 elements, the most the scan
 * lets through, needs about 70 MB.
 */

/** Heap for one parse: the largest file's tree with room to spare; past it, a 422. */
export const IMPORT_MEMORY_MB = 256;
/** Running time for one parse: three times the largest file's on a busy machine. */
export const IMPORT_TIMEOUT_MS = 30_000;
/** Imports are an administrator's occasional work: one at a time leaves the other core free. */
export const IMPORT_THREADS = 1;
/** Imports waiting for the thread; one more is told to come back (503 with Retry-After). */
export const IMPORT_QUEUE = 8;

/** Reads a question file on a worker thread: drafts and rejections, or the problem it raised. */
export interface ImportReader {
  read(format: QuestionFileFormat, bytes: Buffer): Promise<ReadResult>;
  close(): Promise<void>;
}

export function createImportReader(): ImportReader {
  const pool = createWorkerPool({
    filename: new URL('./import.worker.ts', import.meta.url),
    what: 'Reading the question file',
    memoryMb: IMPORT_MEMORY_MB,
    timeoutMs: IMPORT_TIMEOUT_MS,
    maxThreads: IMPORT_THREADS,
    maxQueue: IMPORT_QUEUE,
  });
  return {
    read(format, bytes) {
      // A copy of the file's bytes moves to the worker; the upload's own buffer may be a view
      // on memory other buffers share, which must not be handed over.
      const copy = new Uint8Array(bytes);
      return pool.run<ReadResult>('readFile', { format, bytes: copy }, { transfer: [copy.buffer] });
    },
    close: () => pool.close(),
  };
}
