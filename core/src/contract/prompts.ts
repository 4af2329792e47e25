import { Type, type Static } from 'typebox';
import { Id, Nullable } from './common';

/**
 * Prompt types as stored (calls.md §7): the numbered ones, and the coach's. The names are what
 * the console shows; several numbers share a name because the spec gives two ids for one use.
 */
export const PROMPT_TYPES = [
  { id: 'coach', name: 'Coach' },
  { id: '1', name: 'Marking (1)' },
  { id: '2', name: 'Default: generation (2)' },
  { id: '3', name: 'Marking (3)' },
  { id: '4', name: 'Scoring (4)' },
  { id: '5', name: 'Solution (5)' },
  { id: '6', name: 'Objective (6)' },
  { id: '7', name: 'User request (7)' },
  { id: '8', name: 'Default: generation (8)' },
  { id: '9', name: 'User request (9)' },
] as const;
export type PromptTypeId = (typeof PROMPT_TYPES)[number]['id'];

export const PROMPT_MAX_LENGTH = 20_000;

/**
 * Prompt types: the coach's, and the numbered ones of overview §3 (marking 1 or 3, generation
 * 2 or 8, scoring 4, solution 5, objective 6, user request 7 or 9), stored as their digits.
 */
export const PromptType = Type.String({ maxLength: 5, pattern: '^(coach|[1-9])$' });

// Blank text, placeholders and the like are refused by `promptProblems`, in words.
const Content = Type.String({ minLength: 1, maxLength: PROMPT_MAX_LENGTH });

/** A prompt as the console lists, shows and edits it. */
export const AdminPrompt = Type.Object({
  id: Id,
  prompt_type: Type.String(),
  school_id: Nullable(Id),
  content: Type.String(),
  updated_at: Type.String({ format: 'date-time' }),
  /** Who saved the text in force; null for a seeded prompt. */
  updated_by: Nullable(Id),
});
export type AdminPrompt = Static<typeof AdminPrompt>;

/** A new prompt: for a school (or, from Kyu's administrators, a default with no school). */
export const AdminPromptInput = Type.Object({
  prompt_type: PromptType,
  school_id: Type.Optional(Nullable(Id)),
  content: Content,
});
export type AdminPromptInput = Static<typeof AdminPromptInput>;

/** A change: only the text (react-admin sends the whole record back; the rest is ignored). */
export const AdminPromptUpdate = Type.Object({ content: Content });

/**
 * The `{{name}}` placeholders the server fills in, per type. None today: the coach's student
 * name and school notes, and the scorer's rubric and answer, are added after the prompt rather
 * than into it, so a `{{...}}` would reach the model as it is written. A type that comes to fill
 * one lists it here, and `promptProblems` accepts it.
 */
export const PROMPT_PLACEHOLDERS: Record<PromptTypeId, readonly string[]> = {
  coach: [],
  '1': [],
  '2': [],
  '3': [],
  '4': [],
  '5': [],
  '6': [],
  '7': [],
  '8': [],
  '9': [],
};

const isPromptType = (type: string): type is PromptTypeId =>
  PROMPT_TYPES.some((t) => t.id === type);

/** What is wrong with `{{` … `}}` in a text: unbalanced braces, or names the type does not fill. */
function placeholderProblems(type: PromptTypeId, text: string): string[] {
  const known = PROMPT_PLACEHOLDERS[type];
  const unknown = new Set<string>();
  let open = -1;
  for (const match of text.matchAll(/\{\{|\}\}/g)) {
    const at = match.index;
    if (match[0] === '{{') {
      if (open >= 0) return [`has a "{{" at character ${open + 1} that is never closed`];
      open = at;
    } else {
      if (open < 0) return [`has a "}}" at character ${at + 1} with no "{{" before it`];
      const name = text.slice(open + 2, at).trim();
      if (!known.includes(name)) unknown.add(name);
      open = -1;
    }
  }
  if (open >= 0) return [`has a "{{" at character ${open + 1} that is never closed`];
  return [...unknown].map((name) =>
    known.length
      ? `uses {{${name}}}, which this prompt type does not fill in (it fills ${known.map((k) => `{{${k}}}`).join(', ')})`
      : `uses {{${name}}}, but this prompt type fills in no placeholders`,
  );
}

/**
 * Why a prompt text cannot be saved or run, one message per problem; empty when it can. The
 * server refuses on these before the text replaces the working one; the console shows them.
 */
export function promptProblems(type: string, text: string): string[] {
  if (!isPromptType(type)) return [`${type} is not a prompt type`];
  if (text.includes('\u0000')) return ['contains a NUL character'];
  if (!text.trim()) return ['is blank'];
  const problems: string[] = [];
  if (text.length > PROMPT_MAX_LENGTH) {
    problems.push(`is ${text.length} characters long; the most is ${PROMPT_MAX_LENGTH}`);
  }
  return [...problems, ...placeholderProblems(type, text)];
}

/** One earlier text of a prompt: who wrote it and when, and who replaced it and when. */
export const PromptVersion = Type.Object({
  id: Id,
  prompt_id: Id,
  content: Type.String(),
  written_by: Nullable(Id),
  written_by_name: Nullable(Type.String()),
  written_at: Type.String({ format: 'date-time' }),
  replaced_by: Nullable(Id),
  replaced_by_name: Nullable(Type.String()),
  replaced_at: Type.String({ format: 'date-time' }),
});
export type PromptVersion = Static<typeof PromptVersion>;

/** `POST /admin/prompts/test-run`: a draft prompt and a sample input, run but never saved. */
export const PromptTestRun = Type.Object({
  prompt_type: PromptType,
  content: Content,
  sample: Type.String({ minLength: 1, maxLength: 4000 }),
});
export type PromptTestRun = Static<typeof PromptTestRun>;

/** The model's reply to a test run, and which model gave it. */
export const PromptTestReply = Type.Object({
  reply: Type.String(),
  model: Type.String(),
  /** True when no model is configured and the offline tutor answered. */
  offline: Type.Boolean(),
});
export type PromptTestReply = Static<typeof PromptTestReply>;
