import type { Db } from '../../db/client';
import { synthesizeCached, type SpeechSynthesizer } from '../../providers/speech';
import { messageNotFound } from './history';
import { findUserMessage } from './queries';

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
  if (!(await findUserMessage(app.db, userId, messageId))) throw messageNotFound();
  return synthesizeCached(app, text, signal);
}
