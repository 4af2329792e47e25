// Test-only: small factories for quizzes, questions, evaluations and attempts.
import type { Attempt, Evaluation, QuizDetail, StudentQuestion } from '../contract';

let nextId = 500;

/** A single-choice question with three options, unless the test says otherwise. */
export function makeQuestion(overrides: Partial<StudentQuestion> = {}): StudentQuestion {
  return {
    id: nextId++,
    course_id: 1,
    question_type_id: 1,
    text: 'What is 2 + 2?',
    options: [1, 2, 3].map((order) => ({ order, text: String(order + 2) })),
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

/** An open attempt at quiz 1. */
export function makeAttempt(overrides: Partial<Attempt> = {}): Attempt {
  return {
    id: 77,
    quiz_id: 1,
    student_id: 1,
    full_name: null,
    is_review: false,
    started_at: '2026-01-05T09:00:00.000Z',
    deadline_at: null,
    submitted_at: null,
    grading_completed: false,
    total_score: 0,
    max_score: 3,
    total_time_spent: 0,
    xp_collected: 0,
    graded_at: null,
    ...overrides,
  };
}

/** An unanswered, unmarked evaluation of a question. */
export function makeEvaluation(
  questionId: number,
  overrides: Partial<Evaluation> = {},
): Evaluation {
  return {
    id: questionId + 10_000,
    attempt_id: 77,
    question_id: questionId,
    value: null,
    time_spent: 0,
    num_options_clicked: 0,
    is_submitted: false,
    marks_given: null,
    max_marks: 1,
    is_full_marks: null,
    explanation: null,
    method_answer: null,
    feedback: null,
    needs_review: false,
    liked: false,
    disliked: false,
    bookmarked: false,
    created_at: '2026-01-05T09:00:00.000Z',
    updated_at: '2026-01-05T09:00:00.000Z',
    ...overrides,
  };
}

/** The evaluation of a question, marked right or wrong. */
export const makeMarked = (
  questionId: number,
  correct: boolean,
  overrides: Partial<Evaluation> = {},
) =>
  makeEvaluation(questionId, {
    is_submitted: true,
    marks_given: correct ? 1 : 0,
    is_full_marks: correct,
    explanation: 'Because 2 + 2 is 4.',
    updated_at: '2026-01-05T09:05:00.000Z',
    ...overrides,
  });

/** A practice quiz of `n` single-choice questions with its open attempt. */
export function makeQuizDetail(n = 3, overrides: Partial<QuizDetail> = {}): QuizDetail {
  const questions = Array.from({ length: n }, () => makeQuestion());
  return {
    quiz: {
      id: 1,
      title: 'Sums',
      course_id: 1,
      quiz_type_id: 7,
      time_limit: null,
      is_shared: false,
      is_demo: false,
    },
    questions,
    passages: [],
    attempt: makeAttempt({ max_score: n }),
    evaluations: questions.map((q) => makeEvaluation(q.id)),
    session_id: null,
    ...overrides,
  };
}
