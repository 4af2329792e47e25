import type { QuestionFileFormat } from '@kyu/core/contract';
import { createWorkerPool } from '../../lib/worker-pool';
import type { ReadResult } from './draft';
import type { ExportedQuestion } from './exported';

/*
 * Bounds of the pools that read and write question files, measured on a 2-core machine shared
 * with other work at a load of 18. Reading the largest file the import takes (5 MB: 2,000
 * questions of 2.5 KB): GIFT in 10.6 s (gift-pegjs is about 1.5 µs a character there), Moodle XML
 * in 2.8 s, each with a heap of under 30 MB; an XML file of 500,000 elements with an attribute
 * each, the most the scan lets through, 7 s and 175 MB. Writing 10,000 questions of 3 KB (30 MB
 * of GIFT or XML): under 1 s.
 */

/** Heap for one file: the largest import's tree, or a 30 MB export, with room to spare. */
export const FILE_MEMORY_MB = 256;
/** Running time for one file: three times the largest import's on a busy machine. */
export const FILE_TIMEOUT_MS = 30_000;
/** Imports and exports are an administrator's occasional work: one of each at a time. */
export const FILE_THREADS = 1;
/** Files waiting for their thread; one more is told to come back (503 with Retry-After). */
export const FILE_QUEUE = 8;

/**
 * Question files read and written on worker threads: an import's text into drafts and
 * rejections (or the problem it raised), an export's questions into a file's text.
 */
export interface QuestionFiles {
  read(format: QuestionFileFormat, bytes: Buffer): Promise<ReadResult>;
  write(format: QuestionFileFormat, questions: ExportedQuestion[]): Promise<string>;
  close(): Promise<void>;
}

const poolFor = (what: string) =>
  createWorkerPool({
    filename: new URL('./question-files.worker.ts', import.meta.url),
    what,
    memoryMb: FILE_MEMORY_MB,
    timeoutMs: FILE_TIMEOUT_MS,
    maxThreads: FILE_THREADS,
    maxQueue: FILE_QUEUE,
  });

export function createQuestionFiles(): QuestionFiles {
  const reading = poolFor('Reading the question file');
  const writing = poolFor('Writing the question file');
  return {
    read(format, bytes) {
      // A copy of the file's bytes moves to the worker; the upload's own buffer may be a view
      // on memory other buffers share, which must not be handed over.
      const copy = new Uint8Array(bytes);
      return reading.run<ReadResult>(
        'readFile',
        { format, bytes: copy },
        { transfer: [copy.buffer] },
      );
    },
    write: (format, questions) => writing.run<string>('writeFile', { format, questions }),
    close: async () => {
      await Promise.all([reading.close(), writing.close()]);
    },
  };
}
