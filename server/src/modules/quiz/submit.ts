import { setTimeout as sleep } from 'node:timers/promises';
import { QuizType } from '@kyu/core/contract';
import { badRequest, conflict, problemType, refused } from '../../lib/problem';
import type { FileStore } from '../../providers/files';
import { checkAnswer } from './answer-check';
import { currentAttempt, type QuizDeps } from './attempts';
import { sendMarked } from './grading';
import { attemptJson, type AttemptRow } from './present';
import { saveSubmission, type SubmittedValue } from './evaluation-writes';
import { claimAttempt, evaluationsOf, findAttempt, findQuiz } from './queries';
import { loadQuestions, markable, type QuizQuestion } from './questions';
import type { Holder } from './sessions';
import type { SendEvent } from './sse';
import { storeAudio, type SubmitForm } from './submit-form';

export interface SubmitDeps extends QuizDeps {
  files: FileStore;
}

/**
 * What a submit does: mark the attempt it claimed (`finish`), replay one an earlier submit (or
 * time) finished (`replay`), or mark a few answers of an open attempt (`check`, practice).
 */
export type SubmitPlan =
  | { kind: 'finish'; attempt: AttemptRow; questions: Map<number, QuizQuestion> }
  | { kind: 'replay'; attempt: AttemptRow }
  | { kind: 'check'; attempt: AttemptRow; questionIds: number[] };

/** How long a replay waits for marking under way elsewhere before it gives up. */
const REPLAY_WAIT_MS = 5 * 60_000;

/**
 * The same Idempotency-Key again answers the first result. So does any submit of an attempt the
 * server finished itself when its time ran out, or of one still being marked: the page that
 * submitted closed before its marks came, and a new page has a new key.
 */
function replayOrRefuse(attempt: AttemptRow, key: string | null): SubmitPlan {
  const replayable =
    attempt.submitKey === null || attempt.submitKey === key || !attempt.gradingCompleted;
  if (replayable) return { kind: 'replay', attempt };
  throw conflict('This attempt has already been submitted.');
}

/**
 * Saves the answers sent with a submit; a marked answer (checked in practice) stays as marked.
 * Answers the attempt's questions, loaded to check the answers, for marking to use.
 */
export async function saveSubmitted(
  deps: SubmitDeps,
  attempt: AttemptRow,
  form: SubmitForm,
  isReview: boolean | null,
) {
  const [rows, questions] = await Promise.all([
    evaluationsOf(deps.db, attempt.id),
    loadQuestions(
      deps.db,
      form.evaluations.map((e) => e.question_id),
    ),
  ]);
  const byQuestion = new Map(rows.map((r) => [r.questionId, r]));
  // Keyed by evaluation, so that an answer sent twice saves the later one, as it always has.
  const answers = new Map<number, SubmittedValue>();
  form.evaluations.forEach((answer, i) => {
    const row = byQuestion.get(answer.question_id);
    if (!row) {
      throw badRequest(`Question ${answer.question_id} is not part of this attempt.`, {
        [`evaluations.${i}.question_id`]: ['is not a question of this attempt'],
      });
    }
    const question = questions.get(row.questionId);
    if (question) checkAnswer(markable(question), answer.value, `evaluations.${i}.value`);
    answers.set(row.id, {
      id: row.id,
      value: answer.value,
      timeSpent: answer.time_spent,
      numOptionsClicked: answer.num_options_clicked,
    });
  });
  const audioUrl = form.audio ? await storeAudio(deps.files, attempt.id, form.audio) : null;
  const changes = {
    ...(isReview === null ? {} : { isReview }),
    ...(audioUrl ? { audioFilename: audioUrl } : {}),
  };
  await saveSubmission(deps.db, attempt.id, [...answers.values()], changes);
  return questions;
}

/**
 * Everything a submit decides before its stream opens, so that refusals are problem answers:
 * which attempt, whether it is already finished (replay or 409), and the answers sent with it,
 * saved first. An attempt whose time ran out was finished from its autosaved answers already
 * (the late answers do not count), and is replayed.
 */
export async function prepareSubmit(
  deps: SubmitDeps,
  holder: Holder,
  quizId: number,
  form: SubmitForm,
  opts: { isReview: boolean; key: string | null; finish: boolean },
): Promise<SubmitPlan> {
  const attempt = await currentAttempt(deps, holder, quizId);
  if (attempt.submittedAt !== null) return replayOrRefuse(attempt, opts.key);
  if (!opts.finish) {
    const quiz = await findQuiz(deps.db, quizId);
    if (quiz?.quizTypeId === QuizType.exam) {
      throw refused('A mock exam is marked when it is finished, not question by question.');
    }
    await saveSubmitted(deps, attempt, form, null);
    return { kind: 'check', attempt, questionIds: form.evaluations.map((e) => e.question_id) };
  }
  const questions = await saveSubmitted(deps, attempt, form, opts.isReview);
  const claimed = await claimAttempt(deps.db, attempt.id, opts.key, new Date());
  if (claimed) return { kind: 'finish', attempt: claimed, questions };
  const now = await findAttempt(deps.db, attempt.id);
  return replayOrRefuse(now ?? attempt, opts.key);
}

/**
 * Streams a finished attempt's stored marks as its first submit did, waiting for marks still
 * being made elsewhere (a submit repeated while the first is marking).
 */
export async function replay(
  deps: QuizDeps,
  attemptId: number,
  send: SendEvent,
  signal: AbortSignal,
) {
  const until = Date.now() + REPLAY_WAIT_MS;
  let sent = 0;
  for (;;) {
    const attempt = await findAttempt(deps.db, attemptId);
    const rows = await evaluationsOf(deps.db, attemptId);
    const questions = await loadQuestions(
      deps.db,
      rows.map((r) => r.questionId),
    );
    for (; sent < rows.length && rows[sent]!.marksGiven !== null; sent++) {
      const row = rows[sent]!;
      sendMarked(send, row, questions.get(row.questionId), true);
    }
    if (!attempt || attempt.gradingCompleted) {
      if (attempt) send('attempt', attemptJson(attempt));
      return;
    }
    if (signal.aborted) return;
    if (Date.now() > until) {
      send('error', {
        type: problemType('marking-pending'),
        title: 'Marking is taking long',
        status: 503,
        detail: 'This attempt is still being marked; ask for its answers again in a minute.',
      });
      return;
    }
    await sleep(250);
  }
}
