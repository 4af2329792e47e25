import { QuestionType } from '@kyu/core/contract';
import { scoreMultipleChoice, scoreSingleChoice } from './choice';
import { combineParts, groupParts } from './group';
import { isBlank, noAnswer } from './outcome';
import { scoreNumeric } from './numeric';
import { scoreText } from './text';
import type { MarkableQuestion, MarkOutcome } from './types';

/** The key does not fit the question type: a data fault, not the student's, so not a 400. */
const mismatch = (question: MarkableQuestion) =>
  new Error(
    `Question ${question.id} (type ${question.question_type_id}) has a ${question.answer.kind} answer key.`,
  );

/**
 * Marks an answer to any question but an open one (type 5, which `markAnswer` marks), synchronously
 * and without side effects. Throws `MarkingInputError` for a value that cannot be an answer to the
 * question, such as an option it lacks.
 */
export function scoreAnswer(question: MarkableQuestion, value: string | null): MarkOutcome {
  const key = question.answer;
  if (question.question_type_id === QuestionType.group) {
    return combineParts(groupParts(question, value).map((p) => scoreAnswer(p.part, p.value)));
  }
  if (question.question_type_id === QuestionType.openAnswer) {
    throw new Error(`Question ${question.id} is an open answer: mark it with markAnswer.`);
  }
  if (isBlank(value)) return noAnswer(question.marks);
  switch (question.question_type_id) {
    case QuestionType.singleChoice:
      if (key.kind !== 'choice') throw mismatch(question);
      return scoreSingleChoice(question, key.correct, value);
    case QuestionType.multipleChoice:
      if (key.kind !== 'choice') throw mismatch(question);
      return scoreMultipleChoice(question, key.correct, value);
    case QuestionType.numeric:
      if (key.kind !== 'numeric') throw mismatch(question);
      return scoreNumeric(question, key, value);
    case QuestionType.shortText:
      if (key.kind !== 'text') throw mismatch(question);
      return scoreText(question, key, value);
    default:
      throw new Error(`Question ${question.id} has unknown type ${question.question_type_id}.`);
  }
}
