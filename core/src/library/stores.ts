import { atom, computed } from 'nanostores';
import { api } from '../api/client';
import { problemMessage } from '../api/model';
import type { QuizSummary, RevisionQuizBody, Revisions } from '../contract';
import { clearAtSignOut } from '../account/sign-out';
import { groupByCourse, quizzesInProgress } from './model';

/** The quizzes the signed-in student may take, with question counts; null until loaded. */
export const $quizList = atom<readonly QuizSummary[] | null>(null);
/** Why the quiz list could not be loaded, or null. */
export const $libraryError = atom<string | null>(null);
/** The loaded quizzes grouped by course, as the library lists them; null until loaded. */
export const $quizzesByCourse = computed($quizList, (list) => list && groupByCourse(list));
/** The quizzes the student started and has not finished, last touched first; null until loaded. */
export const $quizzesInProgress = computed($quizList, (list) => list && quizzesInProgress(list));

/** The student's mistakes and revision quizzes; null until loaded. */
export const $revisions = atom<Revisions | null>(null);
/** Why the revisions could not be loaded or a revision quiz not made, or null. */
export const $revisionsError = atom<string | null>(null);

// Bumped on sign-out so an answer that lands afterwards does not refill the stores.
let epoch = 0;

// Each action is about to hold the student's data, which sign-out must empty; answers its run.
const begin = () => {
  clearAtSignOut('library', resetLibrary);
  return epoch;
};

/** Empties the library stores (sign-out). */
export function resetLibrary(): void {
  epoch++;
  $quizList.set(null);
  $libraryError.set(null);
  $revisions.set(null);
  $revisionsError.set(null);
}

/** Loads the student's quizzes (`GET /quiz?show_question_count=true`); a failure keeps the list. */
export async function loadLibrary(): Promise<void> {
  const run = begin();
  try {
    const list = await api.get<QuizSummary[]>('/quiz', {
      query: { show_question_count: true },
    });
    if (run !== epoch) return;
    // An empty answer (no content) is an empty library, not a broken page.
    $quizList.set(Array.isArray(list) ? list : []);
    $libraryError.set(null);
  } catch (error) {
    if (run === epoch) $libraryError.set(problemMessage(error));
  }
}

/** Loads the student's mistakes and revision quizzes (`GET /users/revisions`). */
export async function loadRevisions(): Promise<void> {
  const run = begin();
  try {
    const revisions = await api.get<Revisions>('/users/revisions');
    if (run !== epoch) return;
    $revisions.set(revisions);
    $revisionsError.set(null);
  } catch (error) {
    if (run === epoch) $revisionsError.set(problemMessage(error));
  }
}

/**
 * Makes a revision quiz of the unmastered mistakes, of one course or all (`POST /quiz/revision`);
 * answers the new quiz's id, or null with `$revisionsError` set when none could be made.
 */
export async function startRevision(courseId?: number): Promise<number | null> {
  const body: RevisionQuizBody = courseId === undefined ? {} : { course_id: courseId };
  begin();
  $revisionsError.set(null);
  try {
    const quiz = await api.post<QuizSummary>('/quiz/revision', body);
    const revisions = $revisions.get();
    if (revisions) $revisions.set({ ...revisions, quizzes: [quiz, ...revisions.quizzes] });
    return quiz.id;
  } catch (error) {
    $revisionsError.set(problemMessage(error));
    return null;
  }
}
