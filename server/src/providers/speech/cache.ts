import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { speechCache } from '../../db/schema';
import type { SpeechSynthesizer } from '../llm/types';

export interface Speech {
  audio: Buffer;
  mimeType: string;
}

/** The voice is part of the key: a change of adapter or voice must not replay the old audio. */
export const speechKey = (voice: string, text: string) =>
  createHash('sha256').update(`${voice}\n${text}`).digest('hex');

async function cached(db: Db, key: string): Promise<Speech | null> {
  const [row] = await db
    .select({ audio: speechCache.audio, mimeType: speechCache.mimeType })
    .from(speechCache)
    .where(eq(speechCache.key, key));
  // PGlite answers bytea as a Uint8Array, node-postgres as a Buffer.
  return row ? { audio: Buffer.from(row.audio), mimeType: row.mimeType } : null;
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
  await app.db.insert(speechCache).values({ key, mimeType, audio }).onConflictDoNothing();
  return { audio, mimeType };
}
