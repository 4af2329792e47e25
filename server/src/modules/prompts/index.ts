export { COACH_PROMPT_TTL_MS, coachPrompt, forgetCoachPrompts } from './coach-prompt';
export { DEFAULT_COACH_PROMPT } from './default-coach';
