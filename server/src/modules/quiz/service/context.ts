import type { Db } from '../../../db/client';
import type { FileStore } from '../../../providers/files';
import type { Finisher } from './finisher';

/** What the quiz's flows use: the database, the marking jobs and the file store. */
export interface QuizContext {
  db: Db;
  finisher: Finisher;
  files: FileStore;
}
