import {
  QuestionInput,
  QuestionType,
  type AnswerKey,
  type QuestionOption,
} from '@kyu/core/contract';
import { parseJsonField } from '../../lib/json-field';
import { badRequest } from '../../lib/problem';

type Errors = Record<string, string[]>;

const add = (errors: Errors, field: string, message: string) => {
  (errors[field] ??= []).push(message);
};

/** The `question` JSON part of `PUT /questions`, checked against QuestionInput. */
export function parseQuestionInput(field: string | undefined, prefix = 'question'): QuestionInput {
  if (field === undefined) throw badRequest('Send the question.', { [prefix]: ['is required'] });
  return parseJsonField(prefix, field, QuestionInput, {
    notJson: 'The question is not valid JSON.',
    invalid: 'The question has invalid fields.',
  });
}

/** The key kind each question type is marked with. */
const KEY_KIND: Record<number, AnswerKey['kind']> = {
  [QuestionType.singleChoice]: 'choice',
  [QuestionType.multipleChoice]: 'choice',
  [QuestionType.numeric]: 'numeric',
  [QuestionType.shortText]: 'text',
  [QuestionType.openAnswer]: 'rubric',
  [QuestionType.group]: 'group',
};

interface Keyed {
  question_type_id: number;
  options: QuestionOption[];
  marks: number;
  answer: AnswerKey;
}

/** Errors of one question's (or part's) key against its type, under `field`. */
function keyErrors(q: Keyed, field: string, errors: Errors) {
  const kind = KEY_KIND[q.question_type_id];
  if (q.answer.kind !== kind) {
    add(errors, `${field}.answer.kind`, `must be ${kind} for question type ${q.question_type_id}`);
    return;
  }
  const orders = q.options.map((o) => o.order);
  if (new Set(orders).size !== orders.length) add(errors, `${field}.options`, 'orders must differ');
  const answer = q.answer;
  if (answer.kind === 'choice') {
    if (orders.length < 2) add(errors, `${field}.options`, 'a choice question needs 2 options');
    if (answer.correct.some((order) => !orders.includes(order))) {
      add(errors, `${field}.answer.correct`, 'must name orders among the options');
    }
    if (q.question_type_id === QuestionType.singleChoice && answer.correct.length !== 1) {
      add(errors, `${field}.answer.correct`, 'a single choice has exactly one correct option');
    }
  }
  if (answer.kind === 'rubric') {
    const sum = answer.points.reduce((total, p) => total + p.marks, 0);
    if (sum !== q.marks) add(errors, `${field}.marks`, `must equal the rubric's total (${sum})`);
  }
}

/** Checks the key against the type: choices exist, one for a single choice, a group's parts. */
export function assertKeyFitsType(input: QuestionInput) {
  const errors: Errors = {};
  keyErrors(input, 'question', errors);
  const parts = input.sub_questions ?? [];
  if (input.question_type_id === QuestionType.group) {
    if (!parts.length) add(errors, 'question.sub_questions', 'a group needs its parts');
    const sum = parts.reduce((total, p) => total + p.marks, 0);
    if (parts.length && sum !== input.marks) {
      add(errors, 'question.marks', `must equal the parts' total (${sum})`);
    }
  } else if (parts.length) {
    add(errors, 'question.sub_questions', 'only a group (type 6) has parts');
  }
  parts.forEach((part, i) => keyErrors(part, `question.sub_questions.${i}`, errors));
  if (Object.keys(errors).length)
    throw badRequest('The answer key does not fit the question.', errors);
}
