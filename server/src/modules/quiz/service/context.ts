import type { FileStore } from '../../../providers/files';
import type { Finisher } from './finisher';
import type { QuizReader } from './types';

/** What the quiz's flows use: reading, the marking jobs and the file store. */
export interface QuizContext extends QuizReader {
  finisher: Finisher;
  files: FileStore;
}
