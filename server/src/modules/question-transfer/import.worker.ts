import type { QuestionFileFormat } from '@kyu/core/contract';
import { workerTask } from '../../lib/worker-task';
import { readQuestionFile } from './read-file';

/** The import's parse step, on a worker thread of the import pool (import-pool.ts). */
export const readFile = workerTask(
  ({ format, bytes }: { format: QuestionFileFormat; bytes: Uint8Array }) =>
    readQuestionFile(format, bytes),
);
