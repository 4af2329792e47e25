import { QuestionType } from '@kyu/core/contract';
import { badRequest } from '../../lib/problem';
import { MarkingInputError, scoreAnswer, type MarkableQuestion } from '../marking';

const isChoice = (q: MarkableQuestion) =>
  q.question_type_id === QuestionType.singleChoice ||
  q.question_type_id === QuestionType.multipleChoice;

function check(question: MarkableQuestion, value: string | null) {
  if (value === null || !value.trim()) return;
  if (isChoice(question)) {
    // Scoring a choice is pure and cheap; it throws for orders the question does not have.
    scoreAnswer(question, value);
    return;
  }
  if (question.question_type_id !== QuestionType.group) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new MarkingInputError('A group answer must be a JSON object of part answers.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new MarkingInputError('A group answer must be a JSON object of part answers.');
  }
  for (const [id, part] of Object.entries(parsed)) {
    const sub = question.sub_questions.find((p) => String(p.id) === id);
    if (!sub) throw new MarkingInputError(`Part ${id} is not one of this question's parts.`);
    if (part !== null && typeof part !== 'string') {
      throw new MarkingInputError(`The answer to part ${id} must be text.`);
    }
    check(sub, part);
  }
}

/**
 * Refuses (400) a value the question cannot take, before it is saved: an option order it does
 * not have, two options for a single choice, a group answer that is not an object of parts.
 */
export function checkAnswer(question: MarkableQuestion, value: string | null, field = 'value') {
  try {
    check(question, value);
  } catch (error) {
    if (error instanceof MarkingInputError)
      throw badRequest(error.message, { [field]: [error.message] });
    throw error;
  }
}
