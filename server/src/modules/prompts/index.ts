export { coachPrompt } from './service';
export { DEFAULT_COACH_PROMPT } from './default-coach';
