export * from './quiz';
// For the portal's game, which shows one question at a time on its own clock.
export { QuestionView } from './question-view';
export { QUIZ_CSS } from './styles';
