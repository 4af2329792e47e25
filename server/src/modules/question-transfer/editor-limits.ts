import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { AnswerKey, QuestionInput, QuestionType } from '@kyu/core/contract';
import { snippet, type Draft, type ReadResult, type Rejection } from './draft';
import { MAX_TOPIC_LENGTH, grouped } from './limits';

/**
 * The question editor's own limits (its schema, QuestionInput, in the contract), applied to a
 * question read from a file, so an import stores nothing the editor would refuse: the text's
 * 20,000 characters, 26 options of 2,000, the explanation's 20,000, a unit's 20, the answer key's
 * bounds. Read from the schema, so the two cannot drift apart.
 */
const FIELDS: [key: string, label: string, schema: TSchema, value: (draft: Draft) => unknown][] = [
  ['text', 'The question', QuestionInput.properties.text, (d) => d.text],
  ['options', 'The options', QuestionInput.properties.options, (d) => d.options],
  ['unit', 'The unit', QuestionInput.properties.unit, (d) => d.unit],
  ['explanation', 'The explanation', QuestionInput.properties.explanation, (d) => d.explanation],
];

/** The answer key's schema for its kind (AnswerKey is a union: its errors name every member). */
const keySchemaOf = (kind: string) =>
  AnswerKey.anyOf.find((member) => member.properties.kind.const === kind);

/** What the parts of an answer key are called in a reason, as a whole and one by one. */
const KEY_PARTS: Record<string, [all: string, one: string]> = {
  accepted: ['The accepted answers', 'Accepted answer'],
  accepted_units: ['The units', 'Unit'],
  correct: ['The right options', 'Right option'],
  points: ["The grader's information", "The grader's information"],
  options: ['The options', 'Option'],
};

const ONE_PART: Record<string, string> = {
  unit: 'The unit',
  value: 'The answer',
  tolerance: 'The tolerance',
};

/** "Option 4", "Accepted answer 2", "The units": the part of a question a path names. */
const describe = (label: string, path: string[]) => {
  const [head = '', index] = path;
  const names = KEY_PARTS[head];
  if (!names) return ONE_PART[head] ?? label;
  return index === undefined ? names[0] : `${names[1]} ${Number(index) + 1}`;
};

const at = (value: unknown, path: string[]) =>
  path.reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], value);

/**
 * The editor's reason for refusing `value` under `schema`, or null when it takes it; `key` is
 * the value's place in the question (none for the answer key, whose own keys name its parts).
 */
function refusal(label: string, key: string | null, schema: TSchema, value: unknown) {
  const errors = Value.Errors(schema, value);
  // Too many items explains the errors of the items past the bound: it is the one to name.
  const error = errors.find((e) => e.keyword === 'maxItems') ?? errors[0];
  if (!error) return null;
  const inValue = error.instancePath.split('/').filter(Boolean);
  let path = key === null ? inValue : [key, ...inValue];
  // A rubric's description is the grader's information; its index means nothing to a reader.
  if (path[0] === 'points') path = ['points'];
  const what = describe(label, path);
  const found = at(value, inValue);
  const limit = (error.params as { limit?: number }).limit;
  if (error.keyword === 'maxLength' && typeof found === 'string' && limit !== undefined) {
    return `${what} is ${grouped(found.length)} characters long; the question editor takes at most ${grouped(limit)}.`;
  }
  if (error.keyword === 'maxItems' && Array.isArray(found) && limit !== undefined) {
    return `${what} number ${grouped(found.length)}; the question editor takes at most ${grouped(limit)}.`;
  }
  if (
    (error.keyword === 'maximum' || error.keyword === 'minimum') &&
    typeof found === 'number' &&
    limit !== undefined
  ) {
    const bound = error.keyword === 'maximum' ? 'at most' : 'at least';
    return `${what} is ${found}; the question editor takes ${bound} ${grouped(limit)}.`;
  }
  return `${what} ${error.message}.`;
}

/**
 * Why Kyu cannot keep a draft as it is, or null: the editor's limits, then what marking needs
 * (two options to choose from, one right option in a single choice). The readers build keys of
 * the right kind; this catches what the file's sizes break.
 */
function draftProblem(draft: Draft): string | null {
  if (!draft.text.trim()) return 'The question has no text.';
  for (const [key, label, schema, value] of FIELDS) {
    const reason = refusal(label, key, schema, value(draft));
    if (reason) return reason;
  }
  if (!(draft.marks >= 1 && draft.marks <= 100)) {
    return 'A question is worth 1 to 100 marks in Kyu.';
  }
  const keySchema = keySchemaOf(draft.answer.kind);
  const keyReason = keySchema && refusal('The answer', null, keySchema, draft.answer);
  if (keyReason) return keyReason;
  if (draft.topic.length > MAX_TOPIC_LENGTH) {
    return `Its category's name is ${grouped(draft.topic.length)} characters long; Kyu's topics take at most ${MAX_TOPIC_LENGTH}.`;
  }
  if (draft.answer.kind === 'choice') {
    if (draft.options.length < 2) return 'A choice question needs 2 options.';
    if (draft.questionTypeId === QuestionType.singleChoice && draft.answer.correct.length !== 1) {
      return 'A single choice has exactly one right option.';
    }
  }
  return null;
}

/** Drafts that break Kyu's limits become rejections, keeping the file's order. */
export function settle(found: (Draft | Rejection)[]): ReadResult {
  const result: ReadResult = { drafts: [], rejections: [] };
  for (const item of found) {
    if ('reason' in item) {
      result.rejections.push(item);
      continue;
    }
    const reason = draftProblem(item);
    if (reason) result.rejections.push({ line: item.line, reason, text: snippet(item.text) });
    else result.drafts.push(item);
  }
  return result;
}
