import { groupAnswer, textAnswer } from '@kyu/core/answers';
import type { PreviewMarkBody, Question } from '@kyu/core/contract';

/** Answers typed so far: the question's own under `SELF`, a group's by part id. */
export type Answers = Readonly<Record<string, string>>;
export const SELF = 'self';

/**
 * The answer text the server marks, written by core's answer codec as the quiz player writes
 * it: choices are already their option orders comma-joined, other types the text as typed,
 * and a group's parts JSON by part number (1, 2, …): the preview marks the question as sent,
 * unsaved, so it numbers the parts rather than knowing their stored ids.
 */
export function answerValue(question: Question, answers: Answers): string | null {
  if (question.sub_questions.length === 0) return textAnswer.stringify(answers[SELF] ?? null);
  const parts = question.sub_questions.map((part, i) => [
    String(i + 1),
    textAnswer.stringify(answers[String(part.id)] ?? null),
  ]);
  return groupAnswer.stringify(Object.fromEntries(parts));
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
