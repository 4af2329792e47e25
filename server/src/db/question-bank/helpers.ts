import type { AnswerKey, QuestionOption } from '@kyu/core/contract';

/** Options numbered 1..n in the order given. */
export const options = (...texts: string[]): QuestionOption[] =>
  texts.map((text, i) => ({ order: i + 1, text }));

/** A choice key: the orders of the right options. */
export const choice = (...correct: number[]): AnswerKey => ({ kind: 'choice', correct });

/** A numeric key; `unit` is the unit the question asks in. */
export const numeric = (
  value: number,
  tolerance = 0,
  unit: string | null = null,
  accepted_units: string[] = [],
): AnswerKey => ({ kind: 'numeric', value, tolerance, unit, accepted_units });

/** A text key, compared without case. */
export const text = (accepted: string[], ignore_spacing = false): AnswerKey => ({
  kind: 'text',
  accepted,
  case_sensitive: false,
  ignore_spacing,
});

/** One point of a rubric. */
export interface RubricPoint {
  description: string;
  marks: number;
  keywords: string[];
}

/** A rubric key for an open answer. */
export const rubric = (...points: RubricPoint[]): AnswerKey => ({ kind: 'rubric', points });

/** The key of a group question: its parts carry the marks. */
export const GROUP: AnswerKey = { kind: 'group' };

/** A worked method as numbered markdown steps. */
export const steps = (...lines: string[]): string =>
  lines.map((line, i) => `${i + 1}. ${line}`).join('\n');

/** Common spellings of units. */
export const UNITS = {
  cm: ['centimetres', 'centimeters', 'centimetre', 'centimeter'],
  cm2: ['cm2', 'cm^2', 'sq cm', 'square cm', 'square centimetres', 'square centimeters'],
  cm3: ['cm3', 'cm^3', 'cubic cm', 'cubic centimetres', 'cubic centimeters'],
  m: ['metres', 'meters', 'metre', 'meter'],
  dollars: ['dollars', 'dollar'],
  percent: ['percent', 'per cent', 'pc'],
  minutes: ['minutes', 'minute', 'mins', 'min.'],
  hours: ['hours', 'hour', 'hrs', 'hr', 'h'],
  g: ['grams', 'gram', 'gm'],
  days: ['days', 'day', 'd'],
} satisfies Record<string, string[]>;
