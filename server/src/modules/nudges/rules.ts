import { TutorPrompt, type NudgingGroup } from '@kyu/core/contract';

/**
 * What makes two of the coach's own messages "the same" (issue 24: a thread that filled with
 * eight of them, "Halfway to your goal" twice, a new greeting on every visit). The server asks
 * these before it saves one, so every instance and every open tab agree.
 */

/** The tutor prompts that greet the student: at most one of them a day, whichever it is. */
const GREETINGS: readonly number[] = [
  TutorPrompt.FIRST_LOGIN_DEFAULT,
  TutorPrompt.SUBSEQUENT_LOGIN_DEFAULT,
];

/** The kinds a message of this kind repeats: a greeting repeats any greeting, others only themselves. */
export function sameKinds(group: NudgingGroup, type: number): number[] {
  return group === 'tutor_prompt' && GREETINGS.includes(type) ? [...GREETINGS] : [type];
}

/**
 * What a message is about, and so since when one of the same kind means it is not said again:
 * a tutor prompt (greeting, idle nudge, tips, survey) is about the student's day; a quiz coaching
 * message is about the quiz they are doing, reopened or not, that day.
 */
export type NudgeSubject = 'day' | 'quiz';

export const subjectOf = (group: NudgingGroup): NudgeSubject =>
  group === 'quiz_coaching' ? 'quiz' : 'day';
