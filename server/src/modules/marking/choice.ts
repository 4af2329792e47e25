import {
  multipleChoiceAnswer,
  singleChoiceAnswer,
  type AnswerCodec,
  type ChoiceAnswer,
  type QuestionOption,
} from '@kyu/core/contract';
import { readAnswer } from './answer-text';
import { MarkingInputError, outcome, roundMarks, shown } from './outcome';
import type { MarkOutcome } from './types';

interface ChoiceQuestion {
  marks: number;
  options: QuestionOption[];
}

/** The orders chosen (core's choice codecs read them), each one of the question's options. */
function picks(
  question: ChoiceQuestion,
  value: string,
  codec: AnswerCodec<ChoiceAnswer>,
): number[] {
  const orders = readAnswer(codec, value);
  for (const order of orders) {
    if (!question.options.some((o) => o.order === order)) {
      throw new MarkingInputError(`Option ${order} is not one of this question's options.`);
    }
  }
  return [...orders];
}

const optionLabel = (question: ChoiceQuestion, order: number) => {
  const text = question.options.find((o) => o.order === order)?.text.trim();
  return text ? `option ${order} (${text})` : `option ${order}`;
};

const listed = (items: string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

export function scoreSingleChoice(
  question: ChoiceQuestion,
  correct: number[],
  value: string,
): MarkOutcome {
  const chosen = picks(question, value, singleChoiceAnswer);
  if (chosen.length > 1) throw new MarkingInputError('Choose only one option.');
  const order = chosen[0]!;
  if (correct.includes(order)) {
    return outcome(question.marks, question.marks, 'Correct!', `Option ${order} is correct.`);
  }
  const expected = listed(correct.map((c) => optionLabel(question, c)));
  return outcome(
    0,
    question.marks,
    `The answer is ${expected}.`,
    `Option ${order} was chosen; the correct one is ${listed(correct.map(String))}.`,
  );
}

/** Partial credit: marks × (right picks − wrong picks) / correct options, never below 0. */
export function scoreMultipleChoice(
  question: ChoiceQuestion,
  correct: number[],
  value: string,
): MarkOutcome {
  const chosen = picks(question, value, multipleChoiceAnswer);
  const right = chosen.filter((o) => correct.includes(o)).length;
  const wrong = chosen.length - right;
  const fraction = Math.max(0, (right - wrong) / correct.length);
  const marks = roundMarks(question.marks * fraction);
  const rationale =
    `${right} right and ${wrong} wrong picks of ${correct.length} correct options: ` +
    `${shown(question.marks)} × max(0, (${right} − ${wrong}) / ${correct.length}) = ${shown(marks)}.`;
  if (right === correct.length && wrong === 0)
    return outcome(marks, question.marks, 'Correct!', rationale);
  const expected = listed(correct.map((c) => optionLabel(question, c)));
  const answers =
    correct.length === 1 ? `The answer is ${expected}.` : `The answers are ${expected}.`;
  const mistakes = wrong ? ` You chose ${wrong} that ${wrong === 1 ? 'is' : 'are'} not right.` : '';
  return outcome(
    marks,
    question.marks,
    `You found ${right} of the ${correct.length} right options.${mistakes} ${answers}`,
    rationale,
  );
}
