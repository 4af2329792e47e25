import { QuizType } from '@kyu/core/constants';
import type {
  Attempt,
  Evaluation,
  Question,
  QuizDetail,
  StudentQuestion,
} from '@kyu/core/contract';

let nextId = 100;

/** A question as a student receives it: a single choice of Red, Green and Blue by default. */
export function makeStudentQuestion(overrides: Partial<StudentQuestion> = {}): StudentQuestion {
  const id = nextId++;
  return {
    id,
    course_id: 1,
    question_type_id: 1,
    text: `What is question ${id}?`,
    options: ['Red', 'Green', 'Blue'].map((text, i) => ({ order: i + 1, text })),
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

/** An open attempt (id 7) at quiz 1, out of 4 marks. */
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

/** An unanswered, unmarked evaluation of a question in attempt 7. */
export const makeEvaluation = (
  questionId: number,
  overrides: Partial<Evaluation> = {},
): Evaluation => ({
  id: questionId + 10_000,
  attempt_id: 7,
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
});

/** The evaluation of a question answered `2` in ten seconds and marked right or wrong. */
export const makeMarked = (
  questionId: number,
  correct: boolean,
  overrides: Partial<Evaluation> = {},
): Evaluation =>
  makeEvaluation(questionId, {
    value: '2',
    time_spent: 10,
    num_options_clicked: 1,
    is_submitted: true,
    marks_given: correct ? 1 : 0,
    is_full_marks: correct,
    updated_at: '2026-01-05T09:01:00.000Z',
    ...overrides,
  });

/**
 * A practice quiz (id 1) of the questions given, or of that many single choices, with its open
 * attempt and an unanswered evaluation of each; `quiz` overrides the quiz's own fields.
 */
export function makeQuizDetail(
  questions: number | StudentQuestion[] = 3,
  overrides: Partial<Omit<QuizDetail, 'quiz'>> & { quiz?: Partial<QuizDetail['quiz']> } = {},
): QuizDetail {
  const list =
    typeof questions === 'number'
      ? Array.from({ length: questions }, () => makeStudentQuestion())
      : questions;
  const { quiz, ...rest } = overrides;
  return {
    quiz: {
      id: 1,
      title: 'Fractions practice',
      course_id: 1,
      quiz_type_id: QuizType.practice,
      time_limit: null,
      is_shared: false,
      is_demo: false,
      ...quiz,
    },
    questions: list,
    passages: [],
    attempt: makeAttempt({ max_score: list.length }),
    evaluations: list.map((q) => makeEvaluation(q.id)),
    session_id: null,
    ...rest,
  };
}

/** A question as staff read it, with its key (option 2 of makeStudentQuestion's) and state. */
export const makeStaffQuestion = (overrides: Partial<Question> = {}): Question => ({
  ...makeStudentQuestion(),
  answer: { kind: 'choice', correct: [2] },
  explanation: 'Green is the answer.',
  method_answer: '',
  is_enabled: true,
  is_approved: true,
  need_review: false,
  retired: false,
  sub_questions: [],
  ...overrides,
});
