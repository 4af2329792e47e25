import type { QuestionFileFormat } from '@kyu/core/contract';
import { workerTask } from '../../lib/worker-task';
import type { ExportedQuestion } from './exported';
import { toGift } from './gift-export';
import { toMoodleXml } from './moodle-xml-export';
import { readQuestionFile } from './read-file';

/** The import's parse step, on a worker thread (question-files.ts). */
export const readFile = workerTask(
  ({ format, bytes }: { format: QuestionFileFormat; bytes: Uint8Array }) =>
    readQuestionFile(format, bytes),
);

const WRITERS = { gift: toGift, 'moodle-xml': toMoodleXml } as const;

/** The export's writing step, on a worker thread. */
export const writeFile = workerTask(
  ({ format, questions }: { format: QuestionFileFormat; questions: ExportedQuestion[] }) =>
    WRITERS[format](questions),
);
