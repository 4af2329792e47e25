import type { QuizSummary } from '@kyu/core/contract';

/** What a summary shows of a quiz row. */
interface QuizFields {
  id: number;
  title: string;
  courseId: number;
  quizTypeId: number;
  timeLimit: number | null;
  isShared: boolean;
  isDemo: boolean;
}

/**
 * A quiz as lists show it. Shared here because two modules list quizzes: the quiz module its
 * takeable ones, progress a student's revision quizzes.
 */
export function quizSummary(row: QuizFields, questionCount?: number): QuizSummary {
  return {
    id: row.id,
    title: row.title,
    course_id: row.courseId,
    quiz_type_id: row.quizTypeId,
    time_limit: row.timeLimit,
    is_shared: row.isShared,
    is_demo: row.isDemo,
    ...(questionCount === undefined ? {} : { question_count: questionCount }),
  };
}
