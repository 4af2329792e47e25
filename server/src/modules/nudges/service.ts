import type { NudgingGroup } from '@kyu/core/contract';
import { badRequest } from '../../lib/problem';
import { QUIZ_COACHING_TEXTS, TUTOR_PROMPT_TEXTS } from './texts';

// What makes two of the coach's messages the same: the chat asks before it saves one.
export { sameKinds, subjectOf } from './rules';

/** A number in [0, 1), as Math.random gives; tests pass their own to choose the pick. */
export type Random = () => number;

/** Said in place of a name the account does not have. */
const NAMELESS = 'friend';

export function pickOne<T>(items: readonly T[], random: Random): T {
  return items[Math.min(items.length - 1, Math.floor(random() * items.length))]!;
}

const TEXTS: Record<NudgingGroup, Readonly<Record<number, readonly string[]>>> = {
  tutor_prompt: TUTOR_PROMPT_TEXTS,
  quiz_coaching: QUIZ_COACHING_TEXTS,
};

/** One of the kind's encouraging texts, chosen at random, with the student's first name in it. */
export function nudgeText(group: NudgingGroup, type: number, firstName: string, random: Random) {
  const texts = TEXTS[group][type];
  if (!texts) {
    throw badRequest(`There is no ${group} message ${type}.`, {
      nudging_type: [`is not a ${group} kind`],
    });
  }
  const name = firstName.trim() || NAMELESS;
  return pickOne(texts, random).replaceAll('{name}', name);
}
