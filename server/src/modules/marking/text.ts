import { outcome } from './outcome';
import type { MarkOutcome } from './types';

export interface TextKey {
  accepted: string[];
  case_sensitive: boolean;
  ignore_spacing: boolean;
}

/** Trimmed, one space for any run of spaces, curly apostrophes straight, no final full stop. */
function normalised(text: string, key: TextKey): string {
  let out = text
    .normalize('NFC')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
  if (out.endsWith('.')) out = out.slice(0, -1).trimEnd();
  if (!key.case_sensitive) out = out.toLowerCase();
  if (key.ignore_spacing) out = out.replace(/ /g, '');
  return out;
}

export function scoreText(question: { marks: number }, key: TextKey, value: string): MarkOutcome {
  const max = question.marks;
  const written = normalised(value, key);
  const match = key.accepted.find((a) => normalised(a, key) === written);
  if (match !== undefined) {
    return outcome(max, max, 'Correct!', `The answer matches "${match}".`);
  }
  const how = [
    key.case_sensitive ? 'with case' : 'ignoring case',
    key.ignore_spacing ? 'ignoring spaces' : null,
  ].filter(Boolean);
  return outcome(
    0,
    max,
    `The answer is "${key.accepted[0]}".`,
    `The answer matches none of the ${key.accepted.length} accepted answers (compared ${how.join(' and ')}).`,
  );
}
