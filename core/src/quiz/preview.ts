import type {
  Evaluation,
  MarkResult,
  QuestionImage,
  QuestionInput,
  StudentQuestion,
} from '../contract';
import { api } from '../api/client';

/** A question not saved yet (or being edited), as `<kyu-quiz>`'s `preview` property takes it. */
export interface PreviewQuestion {
  /** The question with its key, as `PUT /questions` and `POST /questions/preview/mark` take it. */
  question: QuestionInput;
  /** Its stored images, shown under the text. */
  images?: QuestionImage[];
  /** The passage it reads from, shown beside it. */
  passage?: { title: string; text: string } | null;
  /** Its read-aloud audio, when it has one. */
  audio_url?: string | null;
}

/**
 * The id a preview question shows under; its parts count 1, 2, … as the preview marker numbers
 * them (server questions/preview.ts), so a group's answer names each part by its position.
 */
export const PREVIEW_ID = 1;

/** What the student would see of a preview question: no key. */
export function previewStudentQuestion(preview: PreviewQuestion): StudentQuestion {
  const q = preview.question;
  const common = {
    course_id: q.course_id,
    options: [],
    difficulty_level_id: q.difficulty_level_id,
    course_tagging_ids: q.course_tagging_ids,
    passage_id: preview.passage ? PREVIEW_ID : null,
    question_images: [],
    audio_url: null,
  };
  return {
    ...common,
    id: q.id ?? PREVIEW_ID,
    question_type_id: q.question_type_id,
    text: q.text,
    options: q.options.map((o) => ({ order: o.order, text: o.text })),
    marks: q.marks,
    unit: q.unit ?? null,
    question_images: preview.images ?? [],
    audio_url: preview.audio_url ?? null,
    sub_questions: (q.sub_questions ?? []).map((part, i) => ({
      ...common,
      id: i + 1,
      question_type_id: part.question_type_id,
      text: part.text,
      options: part.options.map((o) => ({ order: o.order, text: o.text })),
      marks: part.marks,
      unit: part.unit ?? null,
    })),
  };
}

/** A preview's mark as the quiz shows an evaluation: its explanation and method included. */
export function previewEvaluation(
  preview: PreviewQuestion,
  value: string | null,
  mark: MarkResult,
): Evaluation {
  const now = new Date().toISOString();
  return {
    id: PREVIEW_ID,
    attempt_id: PREVIEW_ID,
    question_id: preview.question.id ?? PREVIEW_ID,
    value,
    time_spent: 0,
    num_options_clicked: 0,
    is_submitted: true,
    marks_given: mark.marks_given,
    max_marks: mark.max_marks,
    is_full_marks: mark.is_full_marks,
    explanation: preview.question.explanation || null,
    method_answer: preview.question.method_answer || null,
    feedback: mark.feedback || null,
    needs_review: mark.needs_review,
    liked: false,
    disliked: false,
    bookmarked: false,
    created_at: now,
    updated_at: now,
  };
}

/** `POST /questions/preview/mark` (staff): how the server would mark `value`; no attempt is kept. */
export function markPreview(preview: PreviewQuestion, value: string | null) {
  const { id: _saved, ...question } = preview.question;
  return api.post<MarkResult>('/questions/preview/mark', { question, value });
}
