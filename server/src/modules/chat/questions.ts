import { ChatTurns, type ChatStreamFields, type ChatTurn } from '@kyu/core/contract';
import { parseJsonField } from '../../lib/json-field';
import { badRequest } from '../../lib/problem';
import { attachmentContext, type Attachment } from './attachments';

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
  return parseJsonField('messages', field, ChatTurns, {
    notJson: 'The conversation is not valid JSON.',
    invalid: 'The conversation is not a list of 1 to 50 turns of { role, content }.',
  });
}

export interface Nudging {
  group: string | null;
  type: number | null;
}

/** `nudging_group` and `nudging_type` of the form, both optional. */
export function parseNudging(fields: ChatStreamFields): Nudging {
  return { group: fields.nudging_group?.trim() || null, type: fields.nudging_type ?? null };
}

/** The message as the model reads it: the student's words, then what they attached. */
export function forModel(text: string, attachments: Attachment[]) {
  return [text, attachmentContext(attachments)].filter(Boolean).join('\n\n');
}
