import { groupAnswer, markOf } from '@kyu/core/contract';
import { readAnswer } from './answer-text';
import { MarkingInputError, outcome } from './outcome';
import type { MarkableQuestion, MarkOutcome } from './types';

/**
 * A group's value is JSON `{"<part id>": "value", ...}` (core's `groupAnswer`); a part left out,
 * null or blank is unanswered. Each part pairs with the value its marker should see.
 */
export function groupParts(
  question: MarkableQuestion,
  value: string | null,
): { part: MarkableQuestion; value: string | null }[] {
  const answers = readAnswer(groupAnswer, value);
  for (const id of Object.keys(answers)) {
    if (!question.sub_questions.some((p) => String(p.id) === id)) {
      throw new MarkingInputError(`Part ${id} is not one of this question's parts.`);
    }
  }
  return question.sub_questions.map((part) => ({
    part,
    value: answers[String(part.id)] ?? null,
  }));
}

/** Marks are the sum of the parts'; feedback and rationale list the parts in order. */
export function combineParts(outcomes: MarkOutcome[]): MarkOutcome {
  const lines = (pick: (o: MarkOutcome) => string) =>
    outcomes
      .map((o, i) => `Part ${i + 1} (${markOf(o.marks_given, o.max_marks)}): ${pick(o)}`)
      .join('\n');
  const sum = (pick: (o: MarkOutcome) => number) => outcomes.reduce((t, o) => t + pick(o), 0);
  return outcome(
    sum((o) => o.marks_given),
    sum((o) => o.max_marks),
    lines((o) => o.feedback),
    lines((o) => o.rationale),
    outcomes.some((o) => o.needs_review),
  );
}
