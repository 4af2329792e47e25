import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/problem';
import { evaluationJson } from '../present';
import * as q from '../queries';
import type { EvaluationRow } from '../queries';
import { holds, type Holder } from '../sessions';
import type { QuizReader } from './types';
import { questionsById } from './questions';

/** Answers with their keys revealed where marked (evaluationJson keeps unmarked ones bare). */
export async function evaluationsJson(reader: QuizReader, rows: EvaluationRow[]) {
  const questions = await questionsById(
    reader,
    rows.map((r) => r.questionId),
  );
  return rows.map((row) => {
    const question = questions.get(row.questionId);
    return evaluationJson(
      row,
      question
        ? { explanation: question.row.explanation, methodAnswer: question.row.methodAnswer }
        : null,
    );
  });
}

/** An evaluation its holder may see; others learn nothing of it, not even that it exists. */
export async function ownEvaluation(db: Db, holder: Holder, id: number) {
  const found = await q.findEvaluation(db, id);
  if (!found || !holds(holder, found.attempt)) throw notFound('No such answer of yours.');
  return found;
}
