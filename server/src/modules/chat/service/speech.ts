import type { Db } from '../../../db/client';
import { badRequest } from '../../../lib/problem';
import { synthesizeCached, type SpeechSynthesizer } from '../../../providers/speech';
import { messageNotFound } from './history';
import { findUserMessage } from '../queries';

/** Words only, lower-case, one space apart: markdown and punctuation do not count. */
const words = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');

/** True when `part` says nothing but words of `message`, in its order (a part or all of it). */
export function isPartOf(message: string, part: string): boolean {
  const said = words(part);
  return said.length > 0 && ` ${words(message)} `.includes(` ${said} `);
}

/**
 * `POST /chat/{id}/speech`: the given text read aloud, for a message of the student's own. The
 * text is the client's (it reads a reply in parts, without its markdown), so the audio is
 * cached by text; `is_quiz` changes how the client mixes it with music, not the audio.
 */
export async function speakMessage(
  app: { db: Db; speech: SpeechSynthesizer },
  userId: number,
  messageId: number,
  text: string,
  signal: AbortSignal,
) {
  const message = await findUserMessage(app.db, userId, messageId);
  if (!message) throw messageNotFound();
  // Otherwise any text could be read aloud at the server's cost, in the school's voice.
  if (!isPartOf(message.text, text))
    throw badRequest('Only the words of this message can be read aloud.', {
      text: ['is not part of this message'],
    });
  return synthesizeCached(app, text, signal);
}
