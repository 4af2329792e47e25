import { QuizType } from '@kyu/core/constants';
import type { QuizSummary, RevisionItem } from '@kyu/core/contract';

let nextId = 300;

/** A topic practice quiz of course 1 with 8 questions, unless the test says otherwise. */
export function makeQuizSummary(overrides: Partial<QuizSummary> = {}): QuizSummary {
  return {
    id: nextId++,
    title: 'Fractions practice',
    course_id: 1,
    quiz_type_id: QuizType.practice,
    time_limit: null,
    is_shared: false,
    is_demo: false,
    question_count: 8,
    ...overrides,
  };
}

/** An unmastered mistake of course 1, missed once. */
export function makeRevisionItem(overrides: Partial<RevisionItem> = {}): RevisionItem {
  return {
    question_id: nextId++,
    text: 'What is 3/4 of 20?',
    course_id: 1,
    mistakes: 1,
    mastered: false,
    seen: false,
    updated_at: '2026-01-05T09:00:00.000Z',
    ...overrides,
  };
}
