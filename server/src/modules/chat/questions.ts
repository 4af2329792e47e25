import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { ChatTurn } from '@kyu/core/contract';
import { badRequest } from '../../lib/problem';
import { attachmentContext, type Attachment } from './attachments';

const Turns = Type.Array(ChatTurn, { minItems: 1, maxItems: 50 });

/** Nudging groups whose chat happens inside a quiz or mock exam, where answers are never given. */
export const ASSESSMENT_GROUPS: ReadonlySet<string> = new Set([
  'quiz',
  'mock_exam',
  'quiz_coaching',
]);

/**
 * The student's new message: the last user turn of what the client sent. The client's earlier
 * turns are not used: the model is given the thread as the server stored it.
 */
export function newMessageOf(turns: ChatTurn[], attachments: Attachment[] = []): string {
  const last = turns.findLast((t) => t.role === 'user');
  const text = last?.content.trim() ?? '';
  if (!text && !attachments.length) {
    throw badRequest('Write a message to send.', { messages: ['must end with a question'] });
  }
  return text;
}

/** `messages` of the multipart form: JSON of ChatTurn[]. */
export function parseTurns(field: string | undefined): ChatTurn[] {
  if (field === undefined)
    throw badRequest('Send the conversation.', { messages: ['is required'] });
  let parsed: unknown;
  try {
    parsed = JSON.parse(field);
  } catch {
    throw badRequest('The conversation is not valid JSON.', { messages: ['must be JSON'] });
  }
  if (!Value.Check(Turns, parsed)) {
    throw badRequest('The conversation is not a list of turns.', {
      messages: ['must be 1 to 50 turns of { role: "user" | "assistant", content }'],
    });
  }
  return parsed;
}

export interface Nudging {
  group: string | null;
  type: number | null;
}

/** `nudging_group` and `nudging_type` of the form, both optional. */
export function parseNudging(fields: Record<string, string>): Nudging {
  const group = fields.nudging_group?.trim() || null;
  const rawType = fields.nudging_type?.trim();
  const type = rawType ? Number(rawType) : null;
  const errors: Record<string, string[]> = {};
  if (group && group.length > 50) errors.nudging_group = ['must be at most 50 characters'];
  if (type !== null && !(Number.isInteger(type) && type >= 0 && type <= 1000)) {
    errors.nudging_type = ['must be a whole number'];
  }
  if (Object.keys(errors).length) throw badRequest('The nudging fields are invalid.', errors);
  return { group, type };
}

/** The message as the model reads it: the student's words, then what they attached. */
export function forModel(text: string, attachments: Attachment[]) {
  return [text, attachmentContext(attachments)].filter(Boolean).join('\n\n');
}
