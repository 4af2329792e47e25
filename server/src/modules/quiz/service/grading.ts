import { QuizType } from '@kyu/core/contract';
import type { Db } from '../../../db/client';
import { problemType } from '../../../lib/problem';
import { DEFAULT_SCORING_PROMPT } from '../../marking';
import { promptInForce } from '../../prompts/service';
import type { LoadedQuestion } from '../../questions/service';
import { evaluationJson, explanationDeltas } from '../present';
import * as q from '../queries';
import type { AttemptRow, EvaluationRow } from '../queries';
import { completeAttempt } from './completion';
import type { QuizReader } from './types';
import { asksModel, markOne, type Marking, type MarkerDeps } from './mark-one';
import { questionsById } from './questions';
import type { SendEvent } from './types';

export interface GradingDeps extends MarkerDeps, QuizReader {}

/** What a submit that claimed an attempt already holds, so that marking reads none of it again. */
export interface Claimed {
  attempt: AttemptRow;
  /** The attempt's answers as saved with the claim, before the marks scored ahead. */
  rows: EvaluationRow[];
  questions: Map<number, LoadedQuestion>;
  quiz: QuizFacts;
  /** The marks scored ahead (answers that need no model) and the rows as saved with them. */
  scored: Map<number, Marking>;
  stored: Map<number, EvaluationRow>;
}

/** What marking needs of a quiz: its school (for the scoring prompt) and its type. */
interface QuizFacts {
  schoolId: number | null;
  quizTypeId: number;
}

export interface GradingOptions {
  send?: SendEvent;
  /** Stream each explanation as `explanation` deltas after its question (submit). */
  explain?: boolean;
  /** Stream the marker's reasoning as `scoring_rationale` (test-submit). */
  rationale?: boolean;
  /** What the submit that claimed the attempt already holds, so it is not read again. */
  claimed?: Claimed;
}

/** Sends one marked answer and, when asked, its explanation in pieces. */
export function sendMarked(
  send: SendEvent,
  row: EvaluationRow,
  question: LoadedQuestion | undefined,
  explain: boolean,
) {
  const key = question
    ? { explanation: question.row.explanation, methodAnswer: question.row.methodAnswer }
    : null;
  send('evaluations', evaluationJson(row, key));
  if (!explain || !key) return;
  for (const delta of explanationDeltas(key.explanation)) {
    send('explanation', { question_id: row.questionId, delta });
  }
}

/** The questions of `rows`: those already loaded, and any others read now. */
async function questionsOf(
  reader: QuizReader,
  rows: EvaluationRow[],
  known?: Map<number, LoadedQuestion>,
) {
  const missing = rows.map((r) => r.questionId).filter((id) => !known?.has(id));
  if (known && !missing.length) return known;
  const loaded = await questionsById(reader, missing);
  for (const [id, question] of known ?? []) loaded.set(id, question);
  return loaded;
}

/** The scoring prompt in force for the attempt's school (its quiz's, else its student's). */
async function scoringPrompt(db: Db, quizSchoolId: number | null, attempt: AttemptRow) {
  const schoolId =
    quizSchoolId ??
    (attempt.studentId === null ? null : await q.schoolOfUser(db, attempt.studentId));
  return (await promptInForce(db, '4', schoolId)) ?? DEFAULT_SCORING_PROMPT;
}

/** Saves many marks at once; answers the rows as stored, by id. */
async function saveAll(db: Db, marks: { row: EvaluationRow; mark: Marking['mark'] }[]) {
  const saved = new Map<number, EvaluationRow>();
  const written = await q.saveMarks(
    db,
    marks.map(({ row, mark }) => ({ id: row.id, mark })),
  );
  for (const row of written) saved.set(row.id, row);
  const lost = marks.filter(({ row }) => !saved.has(row.id)).map(({ row }) => row.id);
  for (const row of await q.evaluationsById(db, lost)) saved.set(row.id, row);
  return saved;
}

/** Saves one mark unless another marker got there first; answers the row as stored. */
async function saveMark(db: Db, row: EvaluationRow, mark: Marking['mark']) {
  return (await saveAll(db, [{ row, mark }])).get(row.id) ?? row;
}

/**
 * Scores the unmarked answers among `rows` that need no model, by evaluation id: pure and quick,
 * so a submit does it before it claims the attempt and saves the marks with the answers.
 */
export async function scoreWithoutModel(
  deps: MarkerDeps,
  rows: EvaluationRow[],
  questions: Map<number, LoadedQuestion>,
  prompt: () => Promise<string>,
) {
  const scored = new Map<number, Marking>();
  for (const row of rows) {
    const question = questions.get(row.questionId);
    if (row.marksGiven !== null || (question && asksModel(question))) continue;
    scored.set(row.id, await markOne(deps, question, row, prompt));
  }
  return scored;
}

/**
 * Marks the unmarked answers among `rows`, sending them in order. Answers scored without the
 * model are marked first and saved in one statement before any is sent; those the model marks
 * follow one at a time, each saved as it is made, so a client leaving loses nothing.
 */
async function markRows(
  deps: GradingDeps,
  attempt: AttemptRow,
  rows: EvaluationRow[],
  opts: GradingOptions,
) {
  const [quiz, questions] = await Promise.all([
    opts.claimed?.quiz ?? q.findQuiz(deps.db, attempt.quizId),
    questionsOf(deps, rows, opts.claimed?.questions),
  ]);
  let prompt: Promise<string> | undefined;
  const promptOnce = () => (prompt ??= scoringPrompt(deps.db, quiz?.schoolId ?? null, attempt));
  // A submit scored and saved these with its claim; anything else scores and saves them now.
  const scored =
    opts.claimed?.scored ?? (await scoreWithoutModel(deps, rows, questions, promptOnce));
  const saved =
    opts.claimed?.stored ??
    (await saveAll(
      deps.db,
      rows.flatMap((row) => {
        const marking = scored.get(row.id);
        return marking ? [{ row, mark: marking.mark }] : [];
      }),
    ));
  const marked: EvaluationRow[] = [];
  for (const row of rows) {
    const question = questions.get(row.questionId);
    let marking = scored.get(row.id);
    let stored = saved.get(row.id) ?? row;
    if (row.marksGiven === null && !marking) {
      marking = await markOne(deps, question, row, promptOnce);
      stored = await saveMark(deps.db, row, marking.mark);
    }
    if (marking?.failed) {
      opts.send?.('error', {
        type: problemType('marking-failed'),
        title: 'Marking failed',
        status: 500,
        detail: `Question ${row.questionId} could not be marked; a teacher will review it.`,
      });
    }
    if (opts.send) sendMarked(opts.send, stored, question, opts.explain ?? false);
    if (marking && opts.rationale) {
      opts.send?.('scoring_rationale', {
        question_id: row.questionId,
        text: marking.mark.rationale,
      });
    }
    marked.push(stored);
  }
  return { marked, isRevisionQuiz: quiz?.quizTypeId === QuizType.revision };
}

/**
 * Marks every unmarked answer of a submitted attempt in order, then completes the attempt once.
 * Safe to run twice at once: each mark and the completion are conditional updates, so the
 * second run only reads what the first wrote. A submit passes the attempt it claimed, its
 * answers and questions and its quiz's facts, which are not read again.
 */
export async function gradeAttempt(
  deps: GradingDeps,
  attemptId: number,
  opts: GradingOptions = {},
): Promise<AttemptRow | undefined> {
  const [attempt, rows] = await Promise.all([
    opts.claimed?.attempt ?? q.findAttempt(deps.db, attemptId),
    opts.claimed?.rows ?? q.evaluationsOf(deps.db, attemptId),
  ]);
  if (!attempt || attempt.gradingCompleted) return attempt;
  const { marked, isRevisionQuiz } = await markRows(deps, attempt, rows, opts);
  return completeAttempt(deps.db, attempt, marked, isRevisionQuiz);
}

/** Practice: marks some answers of an open attempt (a check); the attempt stays open. */
export async function checkAnswers(
  deps: GradingDeps,
  attempt: AttemptRow,
  questionIds: number[],
  opts: GradingOptions = {},
) {
  const rows = (await q.evaluationsOf(deps.db, attempt.id)).filter((r) =>
    questionIds.includes(r.questionId),
  );
  await markRows(deps, attempt, rows, opts);
}
