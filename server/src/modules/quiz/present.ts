import type { Attempt, Evaluation, OpenAttempt, StudentQuestion } from '@kyu/core/contract';
import type { UrlOf } from '../../providers/files';
import type { AttemptRow, EvaluationRow } from './queries';
import {
  maxMarksOf,
  studentQuestion as bankQuestion,
  type LoadedQuestion,
} from '../questions/service';

export { quizSummary } from '../../lib/quiz-summary';

/** What a marked answer may show of its question's key. */
export interface RevealedKey {
  explanation: string;
  methodAnswer: string;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function openAttemptJson(row: {
  id: number;
  answered: number;
  total: number;
  marks: number;
  lastActive: Date;
  deadlineAt: Date | null;
}): OpenAttempt {
  return {
    id: row.id,
    answered: row.answered,
    question_count: row.total,
    marks_given: Math.round(row.marks * 100) / 100,
    last_active_at: row.lastActive.toISOString(),
    deadline_at: iso(row.deadlineAt),
  };
}

export function attemptJson(row: AttemptRow): Attempt {
  return {
    id: row.id,
    quiz_id: row.quizId,
    student_id: row.studentId,
    full_name: row.fullName,
    is_review: row.isReview,
    started_at: row.startedAt.toISOString(),
    deadline_at: iso(row.deadlineAt),
    submitted_at: iso(row.submittedAt),
    grading_completed: row.gradingCompleted,
    total_score: row.totalScore,
    max_score: row.maxScore,
    total_time_spent: row.totalTimeSpent,
    xp_collected: row.xpCollected,
    graded_at: iso(row.gradedAt),
  };
}

/**
 * An answer as its owner sees it. The explanation and method are the question's key: they are
 * filled in only once the answer has marks, whatever the caller passes.
 */
export function evaluationJson(row: EvaluationRow, key: RevealedKey | null): Evaluation {
  const marked = row.marksGiven !== null;
  return {
    id: row.id,
    attempt_id: row.attemptId,
    question_id: row.questionId,
    value: row.value,
    time_spent: row.timeSpent,
    num_options_clicked: row.numOptionsClicked,
    is_submitted: row.isSubmitted,
    marks_given: row.marksGiven,
    max_marks: row.maxMarks,
    is_full_marks: row.isFullMarks,
    explanation: marked && key ? key.explanation : null,
    method_answer: marked && key ? key.methodAnswer : null,
    feedback: marked ? row.feedback : null,
    needs_review: row.needsReview,
    liked: row.liked,
    disliked: row.disliked,
    bookmarked: row.bookmarked,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * A question as a student receives it, by the question bank's own mapper (no answer,
 * explanation or method); its marks are what its answer is marked out of.
 */
export const studentQuestion = (q: LoadedQuestion, urlOf: UrlOf): StudentQuestion => ({
  ...bankQuestion(q, urlOf),
  marks: maxMarksOf(q),
});

const WORDS_PER_DELTA = 6;

/** An explanation in pieces of a few words, the way a client shows text arriving. */
export function explanationDeltas(text: string): string[] {
  const words = text.match(/\S+\s*/g) ?? [];
  const deltas: string[] = [];
  for (let i = 0; i < words.length; i += WORDS_PER_DELTA) {
    deltas.push(words.slice(i, i + WORDS_PER_DELTA).join(''));
  }
  return deltas;
}
