import type { PreviewMarkBody, Question } from '@kyu/core/contract';

/** Answers typed so far: the question's own under `SELF`, a group's by part id. */
export type Answers = Readonly<Record<string, string>>;
export const SELF = 'self';

const blankToNull = (text: string | undefined) => (text?.trim() ? text : null);

/**
 * The answer text the server marks, as the quiz player writes it (core's answer codec): option
 * orders comma-joined for choices, the text as typed otherwise, and a group's parts as JSON by
 * part id. Written here rather than importing the codec, which lives beside the TypeBox schemas
 * this lazy page would otherwise download.
 */
export function answerValue(question: Question, answers: Answers): string | null {
  if (question.sub_questions.length === 0) return blankToNull(answers[SELF]);
  const parts = question.sub_questions
    .map((part) => [String(part.id), blankToNull(answers[String(part.id)])] as const)
    .filter((entry) => entry[1] !== null);
  return parts.length ? JSON.stringify(Object.fromEntries(parts)) : null;
}

/** A stored question as `POST /questions/preview/mark` takes it, key included, with an answer. */
export const previewBody = (question: Question, answers: Answers): PreviewMarkBody => ({
  question: {
    course_id: question.course_id,
    question_type_id: question.question_type_id,
    text: question.text,
    options: question.options,
    marks: question.marks,
    unit: question.unit,
    difficulty_level_id: question.difficulty_level_id,
    course_tagging_ids: question.course_tagging_ids,
    passage_id: question.passage_id,
    answer: question.answer,
    explanation: question.explanation,
    method_answer: question.method_answer,
    sub_questions: question.sub_questions.map((part) => ({
      question_type_id: part.question_type_id,
      text: part.text,
      options: part.options,
      marks: part.marks,
      unit: part.unit,
      answer: part.answer,
      explanation: part.explanation,
      method_answer: part.method_answer,
    })),
  },
  value: answerValue(question, answers),
});

/** A choice answer with one option ticked or unticked: orders sorted, comma-joined. */
export const toggledChoice = (current: string | undefined, order: number, single: boolean) => {
  if (single) return String(order);
  const chosen = new Set((current ?? '').split(',').filter(Boolean).map(Number));
  if (chosen.has(order)) chosen.delete(order);
  else chosen.add(order);
  return [...chosen].sort((a, b) => a - b).join(',');
};
