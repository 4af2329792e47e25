import { outcome, shown } from './outcome';
import type { MarkOutcome } from './types';

export interface NumericKey {
  value: number;
  tolerance: number;
  unit: string | null;
  accepted_units: string[];
}

/**
 * A written number at the start of a text: "3.5", "-2", "1,200", "1/2", "2 1/2"; the unit is
 * whatever follows the match (sliced off, not matched by a trailing `(.*)$` that the digits
 * before it could trade characters with).
 */
const NUMBER =
  /^([+-]?)(?:(\d+)\s+(\d+)\s*\/\s*(\d+)|(\d+(?:\.\d+)?|\.\d+)\s*\/\s*(\d+(?:\.\d+)?)|(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+))/;

/** Unicode minus and non-breaking spaces come from pasted text and phone keyboards. */
const tidy = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/[\u2212\u2013]/g, '-')
    .replace(/\u2044/g, '/')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\.$/, '')
    .trim();

const unitKey = (unit: string) => tidy(unit).replace(/\s/g, '').toLowerCase();

/** The number and the unit written after it (or before it, as in "£5", when it is the key's). */
export function parseNumeric(raw: string, units: string[]): { value: number; unit: string } | null {
  let text = tidy(raw);
  const prefix = units.find((u) => u && text.toLowerCase().startsWith(unitKey(u)));
  if (prefix && !/^[+-]?\d/.test(text)) text = text.slice(unitKey(prefix).length).trim();
  const match = NUMBER.exec(text);
  if (!match) return null;
  const [, sign, whole, top, bottom, numerator, denominator, plain] = match;
  const rest = text.slice(match[0].length);
  let value: number;
  if (whole !== undefined) value = Number(whole) + Number(top) / Number(bottom);
  else if (numerator !== undefined) value = Number(numerator) / Number(denominator);
  else value = Number(plain!.replace(/,/g, ''));
  if (!Number.isFinite(value)) return null;
  return { value: sign === '-' ? -value : value, unit: rest.trim() };
}

export function scoreNumeric(
  question: { marks: number },
  key: NumericKey,
  value: string,
): MarkOutcome {
  const max = question.marks;
  const units = [key.unit, ...key.accepted_units].filter((u): u is string => Boolean(u?.trim()));
  const expected = `${shown(key.value)}${key.unit ? ` ${key.unit}` : ''}`;
  const range =
    key.tolerance > 0
      ? ` (anything from ${shown(key.value - key.tolerance)} to ${shown(key.value + key.tolerance)} counts)`
      : '';
  const answerIs = `The answer is ${expected}${range}.`;
  const parsed = parseNumeric(value, units);
  if (!parsed) {
    return outcome(
      0,
      max,
      `We couldn't read a number in "${value.trim()}". ${answerIs}`,
      'No number could be read in the answer.',
    );
  }
  // With no unit asked for, a child who writes "5 apples" has answered 5; "42 or 43" has not.
  const namesThings = !units.length && /^\p{L}+$/u.test(parsed.unit);
  if (parsed.unit && !namesThings && !units.some((u) => unitKey(u) === unitKey(parsed.unit))) {
    const asked = key.unit
      ? `The answer is in ${key.unit}, not ${parsed.unit}. `
      : 'Write just the number. ';
    return outcome(
      0,
      max,
      `${asked}${answerIs}`,
      `The unit "${parsed.unit}" is not one the question accepts.`,
    );
  }
  // Decimal answers such as 0.1 + 0.2 must not miss by a rounding error.
  const epsilon = 1e-9 * Math.max(1, Math.abs(key.value));
  const off = Math.abs(parsed.value - key.value);
  if (off <= key.tolerance + epsilon) {
    return outcome(
      max,
      max,
      'Correct!',
      `${shown(parsed.value)} is within ${shown(key.tolerance)} of ${shown(key.value)}.`,
    );
  }
  return outcome(
    0,
    max,
    answerIs,
    `${shown(parsed.value)} is ${shown(off)} away from ${shown(key.value)}, more than the tolerance of ${shown(key.tolerance)}.`,
  );
}
