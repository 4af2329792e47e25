import type {
  PerformanceQuery,
  StudentPerformance,
  TopicMastery,
  WeekScore,
  WrongQuestion,
} from '@kyu/core/contract';
import { badRequest } from '../../lib/problem';

/*
 * Pure shaping of the module's aggregates into the contract's answers: no I/O.
 */

const DAY_MS = 86_400_000;

/** Marks given as a share of marks available, 0 to 100 with one decimal; null with none. */
export const percent = (marks: number, max: number) =>
  max > 0 ? Math.min(100, Math.round((marks / max) * 1000) / 10) : null;

/** A window of calendar days (UTC, both included) as [from, to) instants. */
export interface Window {
  start: string | null;
  end: string | null;
  from?: Date;
  to?: Date;
}

export function windowOf(query: PerformanceQuery): Window {
  const from = query.start ? new Date(`${query.start}T00:00:00Z`) : undefined;
  const to = query.end ? new Date(Date.parse(`${query.end}T00:00:00Z`) + DAY_MS) : undefined;
  if ((from && Number.isNaN(from.getTime())) || (to && Number.isNaN(to.getTime()))) {
    throw badRequest('start and end are calendar days, YYYY-MM-DD.');
  }
  if (from && to && from >= to) throw badRequest('start must not be after end.');
  return { start: query.start ?? null, end: query.end ?? null, from, to };
}

interface Marks {
  answered: number;
  marks: number;
  maxMarks: number;
}

export const weekScores = (rows: (Marks & { week: string })[]): WeekScore[] =>
  rows.map((r) => ({
    week: r.week,
    answered: r.answered,
    score_percent: percent(r.marks, r.maxMarks),
  }));

/** Topics, least mastered first (a teacher reads what to teach again at the top). */
export const topicMastery = (
  rows: (Marks & { topicId: number; topicName: string })[],
): TopicMastery[] =>
  rows
    .map((r) => ({
      topic_id: r.topicId,
      topic_name: r.topicName,
      answered: r.answered,
      mastery_percent: percent(r.marks, r.maxMarks),
    }))
    .sort(
      (a, b) => (a.mastery_percent ?? 101) - (b.mastery_percent ?? 101) || a.topic_id - b.topic_id,
    );

/** Every student of the class, with zeros for those with nothing marked, in class order. */
export function studentPerformance(
  students: { id: number; name: string }[],
  rows: (Marks & { studentId: number; level: number; correct: number })[],
): StudentPerformance[] {
  return students.map(({ id, name }) => {
    const own = rows.filter((r) => r.studentId === id);
    const sum = (key: 'answered' | 'correct' | 'marks' | 'maxMarks') =>
      own.reduce((n, r) => n + r[key], 0);
    const level = (l: number) => {
      const row = own.find((r) => r.level === l);
      return { answered: row?.answered ?? 0, correct: row?.correct ?? 0 };
    };
    return {
      student_id: id,
      name,
      answered: sum('answered'),
      correct: sum('correct'),
      score_percent: percent(sum('marks'), sum('maxMarks')),
      easy: level(1),
      medium: level(2),
      hard: level(3),
    };
  });
}

export const wrongQuestions = (
  rows: {
    questionId: number;
    excerpt: string;
    answered: number;
    wrong: number;
    studentIds: number[] | null;
  }[],
): WrongQuestion[] =>
  rows.map((r) => ({
    question_id: r.questionId,
    excerpt: r.excerpt,
    answered: r.answered,
    wrong_percent: percent(r.wrong, r.answered) ?? 0,
    student_ids: (r.studentIds ?? []).filter((id) => id !== null).sort((a, b) => a - b),
  }));
