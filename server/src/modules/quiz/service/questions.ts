import type { LoadedQuestion } from '../../questions/service';
import type { QuizReader } from './types';

/** The questions with these ids, by id, as the question bank keeps them. */
export const questionsById = (
  reader: QuizReader,
  ids: number[],
): Promise<Map<number, LoadedQuestion>> => reader.questions.load(reader.db, ids);
