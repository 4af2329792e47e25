import { QuizType } from '../constants/practice';
import type { OpenAttempt, QuizSummary, RevisionItem, Revisions } from '../contract';
import { marksWord } from '../marks/model';
import { markdownExcerpt } from '../markdown';
import { trimEndWhere } from '../text/model';

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

/** A quiz the student has started and not finished, with how far they got. */
export type QuizInProgress = QuizSummary & { readonly open_attempt: OpenAttempt };

/** The quizzes the student has started and not finished, the one they touched last first. */
export function quizzesInProgress(quizzes: readonly QuizSummary[]): QuizInProgress[] {
  return quizzes
    .filter((quiz): quiz is QuizInProgress => quiz.open_attempt !== undefined)
    .sort(
      (a, b) =>
        Date.parse(b.open_attempt.last_active_at) - Date.parse(a.open_attempt.last_active_at) ||
        a.id - b.id,
    );
}

/** Where a started quiz carries on: a mock exam straight back into its clock, not its briefing. */
export function continuePath(quiz: Pick<QuizSummary, 'id' | 'quiz_type_id'>): string {
  return isMockExam(quiz) ? `/mock-exam/quiz/${quiz.id}` : `/student/quiz/${quiz.id}`;
}

/** How far a started quiz got: "4 of 10 answered · 2⅓ marks so far". */
export function progressLabel(open: OpenAttempt): string {
  const answered = `${open.answered} of ${open.question_count} answered`;
  return open.marks_given > 0 ? `${answered} · ${marksWord(open.marks_given)} so far` : answered;
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

/**
 * A question's text as one line of plain words, cut at a word near `max` characters: what a
 * list of questions shows of each. Markdown is read by the one parser (core/src/markdown): its
 * marks, links and pictures as their words.
 */
export function questionPreview(text: string, max = 120): string {
  const plain = markdownExcerpt(text);
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  const kept = space > max / 2 ? cut.slice(0, space) : cut.slice(0, max);
  return `${trimEndWhere(kept, (c) => /[\s,;:.]/.test(c))}…`;
}
