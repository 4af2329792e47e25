// Test-only: small quiz factories for the widget's tests.
import { QuizType } from '@kyu/core/constants';
import type { Attempt, Evaluation, QuizDetail, StudentQuestion } from '@kyu/core/contract';

let nextId = 100;

/** A question as a student receives it; a single choice with three options by default. */
export function makeQuestion(overrides: Partial<StudentQuestion> = {}): StudentQuestion {
  const id = nextId++;
  return {
    id,
    course_id: 1,
    question_type_id: 1,
    text: `What is question ${id}?`,
    options: [
      { order: 1, text: 'Red' },
      { order: 2, text: 'Green' },
      { order: 3, text: 'Blue' },
    ],
    marks: 1,
    unit: null,
    difficulty_level_id: 1,
    course_tagging_ids: [],
    passage_id: null,
    question_images: [],
    audio_url: null,
    sub_questions: [],
    ...overrides,
  };
}

/** An attempt in progress. */
export const makeAttempt = (overrides: Partial<Attempt> = {}): Attempt => ({
  id: 7,
  quiz_id: 1,
  student_id: 1,
  full_name: null,
  is_review: false,
  started_at: '2026-01-05T09:00:00.000Z',
  deadline_at: null,
  submitted_at: null,
  grading_completed: false,
  total_score: 0,
  max_score: 4,
  total_time_spent: 0,
  xp_collected: 0,
  graded_at: null,
  ...overrides,
});

/** A marked evaluation of a question. */
export const makeEvaluation = (
  questionId: number,
  overrides: Partial<Evaluation> = {},
): Evaluation => ({
  id: nextId++,
  attempt_id: 7,
  question_id: questionId,
  value: '2',
  time_spent: 10,
  num_options_clicked: 1,
  is_submitted: true,
  marks_given: 1,
  max_marks: 1,
  is_full_marks: true,
  explanation: null,
  method_answer: null,
  feedback: null,
  needs_review: false,
  liked: false,
  disliked: false,
  bookmarked: false,
  created_at: '2026-01-05T09:01:00.000Z',
  updated_at: '2026-01-05T09:01:00.000Z',
  ...overrides,
});

/** A practice quiz (id 1) holding the questions given. */
export const makeQuizDetail = (
  questions: StudentQuestion[],
  overrides: Partial<QuizDetail['quiz']> = {},
): QuizDetail => ({
  quiz: {
    id: 1,
    title: 'Fractions practice',
    course_id: 1,
    quiz_type_id: QuizType.practice,
    time_limit: null,
    is_shared: false,
    is_demo: false,
    ...overrides,
  },
  questions,
  passages: [],
  attempt: makeAttempt(),
  evaluations: [],
  session_id: null,
});
