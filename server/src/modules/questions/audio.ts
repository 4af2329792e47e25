import type { QuestionAudio } from '@kyu/core/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/problem';
import { synthesizeCached, type Speech, type SpeechSynthesizer } from '../../providers/speech';
import { speechKey } from '../../providers/speech/cache';
import type { Viewer } from './access';
import { assertCanWrite } from './access';
import { questionsChanged, type QuestionCache } from './cache';
import { setAudioFilename } from './content-queries';
import { audioUrl } from './mapper';
import { findQuestion, type QuestionRow } from './queries';
import { visibleQuestion } from './service';

type Deps = { db: Db; speech: SpeechSynthesizer; questions: QuestionCache };

const EXTENSIONS: Record<string, string> = { 'audio/mpeg': 'mp3', 'audio/wav': 'wav' };

/**
 * What is read aloud: the question, then its options in order. The synthesizer drops markdown
 * and bounds what it reads, once for every caller.
 */
export function speechText(row: Pick<QuestionRow, 'text' | 'options'>): string {
  const options = row.options.map((o) => `Option ${o.order}: ${o.text}.`);
  return [row.text, ...options].join(' ');
}

/** Synthesizes (or finds cached) the audio and names it after its text, so its URL changes with it. */
async function generate(deps: Deps, row: QuestionRow, signal: AbortSignal) {
  const text = speechText(row);
  const { mimeType } = await synthesizeCached(deps, text, signal);
  const ext = EXTENSIONS[mimeType.split(';')[0]!.trim()] ?? 'wav';
  const filename = `${speechKey(deps.speech.voice, text).slice(0, 32)}.${ext}`;
  await setAudioFilename(deps.db, row.id, filename);
  // A quiz shows the audio's URL, which names the file.
  await questionsChanged(
    deps.db,
    deps.questions,
    row.parentQuestionId === null ? [row.id] : [row.id, row.parentQuestionId],
  );
  return { audio_url: audioUrl({ id: row.id, audioFilename: filename }) };
}

/** `GET /questions/{id}/audio`: the audio's URL, generated the first time it is asked for. */
export async function getAudio(
  deps: Deps,
  viewer: Viewer,
  id: number,
  signal: AbortSignal,
): Promise<QuestionAudio> {
  const row = await visibleQuestion(deps.db, viewer, id);
  if (row.audioFilename) return { audio_url: audioUrl(row) };
  return generate(deps, row, signal);
}

/** `PATCH /questions/{id}/audio`: read the current text aloud again (after an edit). */
export async function regenerateAudio(
  deps: Deps,
  viewer: Viewer,
  id: number,
  signal: AbortSignal,
): Promise<QuestionAudio> {
  const row = await visibleQuestion(deps.db, viewer, id);
  assertCanWrite(viewer, row.schoolId);
  return generate(deps, row, signal);
}

/**
 * The audio file itself. Served without sign-in: an `<audio src>` cannot send a Bearer token,
 * and the name is only known to those who were shown the question.
 */
export async function audioFile(
  deps: Deps,
  id: number,
  filename: string,
  signal: AbortSignal,
): Promise<Speech> {
  const row = await findQuestion(deps.db, id);
  if (!row || row.audioFilename !== filename) throw notFound('No such audio.');
  return synthesizeCached(deps, speechText(row), signal);
}
