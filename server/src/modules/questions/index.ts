/** What other modules (the quiz) use of the question bank. */
export { loadMarkable, loadQuestions } from './loader';
export { staffQuestion, studentQuestion, type LoadedQuestion } from './mapper';
