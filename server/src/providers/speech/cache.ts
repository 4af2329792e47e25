import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { asBase64, fromBase64 } from '../../db/columns';
import { speechCache } from '../../db/schema';
import type { SpeechSynthesizer } from '../llm/types';

export interface Speech {
  audio: Buffer;
  mimeType: string;
}

/**
 * Audio kept at most: about a minute of Pico's WAV, what a coach's reply takes. Storing more
 * holds PGlite, on the server's own thread, over 50 ms; a longer text is synthesized again on
 * the worker when it is read once more.
 */
const CACHED_BYTES_MAX = 2 * 1024 * 1024;

/** The voice is part of the key: a change of adapter or voice must not replay the old audio. */
export const speechKey = (voice: string, text: string) =>
  createHash('sha256').update(`${voice}\n${text}`).digest('hex');

async function cached(db: Db, key: string): Promise<Speech | null> {
  const [row] = await db
    .select({ audio: asBase64(speechCache.audio), mimeType: speechCache.mimeType })
    .from(speechCache)
    .where(eq(speechCache.key, key));
  return row ? { audio: fromBase64(row.audio), mimeType: row.mimeType } : null;
}

/**
 * Audio for `text`, synthesized once and then read from speech_cache: the same reply is often
 * read aloud many times (replays, other students asking the same question), and synthesis is slow.
 */
export async function synthesizeCached(
  app: { db: Db; speech: SpeechSynthesizer },
  text: string,
  signal: AbortSignal,
): Promise<Speech> {
  const key = speechKey(app.speech.voice, text);
  const hit = await cached(app.db, key);
  if (hit) return hit;
  const audio = await app.speech.synthesize(text, signal);
  const { mimeType } = app.speech;
  // Two requests for the same new text may race; the first stored wins and both are right.
  if (audio.length <= CACHED_BYTES_MAX) {
    await app.db.insert(speechCache).values({ key, mimeType, audio }).onConflictDoNothing();
  }
  return { audio, mimeType };
}
