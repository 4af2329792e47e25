import { AnswerFormatError, QuestionType, groupAnswer } from '@kyu/core/contract';
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
  for (const [id, part] of Object.entries(groupAnswer.parse(value))) {
    const sub = question.sub_questions.find((p) => String(p.id) === id);
    if (!sub) throw new MarkingInputError(`Part ${id} is not one of this question's parts.`);
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
    if (error instanceof MarkingInputError || error instanceof AnswerFormatError)
      throw badRequest(error.message, { [field]: [error.message] });
    throw error;
  }
}
