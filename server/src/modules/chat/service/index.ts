// The chat module's service: what its routes call, and all that other modules may use of it.
export { answerStudent, answerVisitor } from './answer';
export type { AnswerStream, CoachDeps } from './deps';
export { answerSurvey, generate } from './generate';
export { flipOwn, listMessages } from './history';
export {
  PUBLIC_SESSION_IDLE_MS,
  SESSION_QUESTIONS,
  flipPublic,
  publicMessages,
  publicTitle,
} from './public';
export { speakMessage } from './speech';
export { forgetSiteSchools, schoolOfSite } from './site-school';
