import { workerTask } from '../../lib/worker-task';
import { type WorksheetExport, worksheetDocx } from './export';

/** The task of the Word export's worker pool (word-export.ts). */
export const worksheet = workerTask((input: WorksheetExport) => worksheetDocx(input));
