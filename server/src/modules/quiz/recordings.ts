import { randomBytes } from 'node:crypto';

/** A spoken answer sent with a submit may be this large. */
export const AUDIO_MAX_BYTES = 5 * 1024 * 1024;

/** The recordings a submit takes, by type, with the extension each is stored under. */
const AUDIO_EXTENSIONS: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
};

export const isAudioType = (type: string) => AUDIO_EXTENSIONS[type] !== undefined;

/** Where a recording is stored: under an unguessable name. */
export const recordingKey = (attemptId: number, type: string) =>
  `quiz-audio/${attemptId}-${randomBytes(12).toString('hex')}.${AUDIO_EXTENSIONS[type]}`;
