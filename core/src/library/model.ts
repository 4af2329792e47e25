import { QuizType } from '../constants/practice';
import type { QuizSummary, RevisionItem, Revisions } from '../contract';

/** A course's quizzes in the order the library lists them. */
export interface CourseQuizzes {
  readonly courseId: number;
  /** The course's name as the server gives it; "Course N" when it gave none. */
  readonly courseName: string;
  readonly quizzes: readonly QuizSummary[];
}

type Kind = Pick<QuizSummary, 'quiz_type_id'>;

const isMockExam = (quiz: Kind) => quiz.quiz_type_id === QuizType.exam;

// Topic practice first, then the week's mixed practice, a revision quiz, and the mock exam last:
// the order a student would work through a course in.
function rank(quiz: Kind): number {
  switch (quiz.quiz_type_id) {
    case QuizType.independentStudy:
      return 1;
    case QuizType.revision:
      return 2;
    case QuizType.exam:
      return 3;
    default:
      return 0;
  }
}

/** Quizzes by kind (practice, weekly practice, revision, mock exam), then by title. */
export function sortQuizzes(quizzes: readonly QuizSummary[]): QuizSummary[] {
  return [...quizzes].sort(
    (a, b) => rank(a) - rank(b) || a.title.localeCompare(b.title) || a.id - b.id,
  );
}

/** Quizzes grouped by course, courses by id, each course's quizzes sorted as the library lists them. */
export function groupByCourse(quizzes: readonly QuizSummary[]): CourseQuizzes[] {
  const byCourse = new Map<number, QuizSummary[]>();
  for (const quiz of sortQuizzes(quizzes)) {
    const list = byCourse.get(quiz.course_id) ?? [];
    list.push(quiz);
    byCourse.set(quiz.course_id, list);
  }
  return [...byCourse]
    .sort(([a], [b]) => a - b)
    .map(([courseId, list]) => ({
      courseId,
      courseName: list.find((q) => q.course_name)?.course_name ?? `Course ${courseId}`,
      quizzes: list,
    }));
}

/** What kind of quiz this is, as a student reads it: "Practice", "Mock exam · 30 min"… */
export function quizKindLabel(quiz: Pick<QuizSummary, 'quiz_type_id' | 'time_limit'>): string {
  switch (quiz.quiz_type_id) {
    case QuizType.independentStudy:
      return 'Weekly practice';
    case QuizType.revision:
      return 'Revision';
    case QuizType.exam:
      return quiz.time_limit
        ? `Mock exam · ${Math.max(1, Math.round(quiz.time_limit / 60))} min`
        : 'Mock exam';
    default:
      return 'Practice';
  }
}

/** Where a quiz opens: a mock exam on its briefing page, any other quiz straight away. */
export function quizPath(quiz: Pick<QuizSummary, 'id' | 'quiz_type_id'>): string {
  return isMockExam(quiz) ? `/mock-exam/${quiz.id}` : `/student/quiz/${quiz.id}`;
}

/** Up to `count` quizzes to carry on with: practice before anything else, never a mock exam. */
export function quizzesToContinue(quizzes: readonly QuizSummary[], count = 3): QuizSummary[] {
  return sortQuizzes(quizzes.filter((quiz) => !isMockExam(quiz))).slice(0, count);
}

/** The mistakes still to revise, most missed first. */
export function openRevisions(revisions: Pick<Revisions, 'items'>): RevisionItem[] {
  return revisions.items
    .filter((item) => !item.mastered)
    .sort((a, b) => b.mistakes - a.mistakes || a.question_id - b.question_id);
}

/** A quiz's kind and length in words: "Weekly practice · 10 questions". */
export function quizDetails(quiz: QuizSummary): string {
  const kind = quizKindLabel(quiz);
  const count = quiz.question_count;
  if (count === undefined) return kind;
  return `${kind} · ${count} ${count === 1 ? 'question' : 'questions'}`;
}
