import { Type, type Static } from 'typebox';
import { PROMPT_MAX_LENGTH } from '../prompts/model';
import { Id, Nullable } from './common';

// The rules live apart from the schemas, so that a page using them loads no TypeBox.
export {
  PROMPT_MAX_LENGTH,
  PROMPT_PLACEHOLDERS,
  PROMPT_TYPES,
  promptProblems,
  type PromptTypeId,
} from '../prompts/model';

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
