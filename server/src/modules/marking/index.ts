export { MarkingInputError } from './outcome';
export { scoreAnswer } from './score';
export type { MarkableQuestion, MarkingDeps, MarkOutcome } from './types';
