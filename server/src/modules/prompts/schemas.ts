import { Type, type Static } from 'typebox';
import { Id, Nullable } from '@kyu/core/contract';

/**
 * Prompt types: the coach's, and the numbered ones of overview §3 (marking 1 or 3, generation
 * 2 or 8, scoring 4, solution 5, objective 6, user request 7 or 9), stored as their digits.
 */
export const PromptType = Type.String({ maxLength: 5, pattern: '^(coach|[1-9])$' });

const Content = Type.String({ minLength: 1, maxLength: 20_000 });

/** A prompt as the console lists, shows and edits it. */
export const AdminPrompt = Type.Object({
  id: Id,
  prompt_type: Type.String(),
  school_id: Nullable(Id),
  content: Type.String(),
  updated_at: Type.String({ format: 'date-time' }),
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
