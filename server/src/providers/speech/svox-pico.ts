import { availableParallelism } from 'node:os';
import { HttpProblem } from '../../lib/problem';
import { createWorkerPool } from '../../lib/worker-pool';
import type { SpeechSynthesizer } from '../llm/types';
import { SAMPLE_RATE } from './pico-engine';
import { nothingToRead, speechUnavailable, unspeakable } from './problems';
import { spokenSentences, TOO_LONG_TO_READ } from './spoken-text';
import { wavFromPcm } from './wav';

/** Where the synthesizer reports what it left out or could not do: the app's logger. */
export interface SpeechLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * A thread with its engine costs about 80 MB (measured), 17 MB of it the engine's WebAssembly
 * memory, which the heap limit does not cover; synthesis is all CPU. So one thread beside the
 * main one on two cores, two on more; sentences of different requests take turns on them.
 */
const THREADS = Math.min(2, Math.max(1, availableParallelism() - 1));
/** Audio of one text at most: a text of marks or digits can take far longer to say than words. */
const MAX_SECONDS = 200;
const MAX_PCM_BYTES = MAX_SECONDS * SAMPLE_RATE * 2;
/** Sentences the engine could not say before the reading stops. */
const MAX_SKIPPED = 3;

/**
 * The offline read-aloud: SVOX Pico (Apache-2.0) compiled to WebAssembly, speaking US English
 * into 16 kHz 16-bit mono WAV. The engine runs on worker threads, one sentence per task, so
 * a long text neither holds up the event loop nor the other students' read-alouds, and a
 * sentence that breaks the engine costs that sentence only.
 */
export function svoxPico(log: SpeechLog): SpeechSynthesizer {
  const pool = createWorkerPool({
    filename: new URL('./svox-pico.worker.ts', import.meta.url),
    what: 'Reading aloud',
    // An engine is about 18 MB of WebAssembly memory, and one dropped after a failure is held
    // until the worker's next collection: room for a few, so that a sentence read after
    // hostile ones is not refused for their garbage (64 MB was, on a busy machine).
    memoryMb: 128,
    // The slowest piece takes under 1.5 s (spoken-text.ts), so this is room for a
    // busy machine, not for a hung engine.
    timeoutMs: 10_000,
    maxThreads: THREADS,
    // A class of thirty pressing "read aloud" at once waits its turn.
    maxQueue: 32,
  });

  /** The PCM of one sentence, or null when it is left out (unsayable, or over its time). */
  async function say(sentence: string, signal: AbortSignal, skipped: HttpProblem[]) {
    try {
      // The caller's abort is not passed on: it would end the worker and its engine mid-sentence
      // (a second to start again); a sentence is over in under 1.5 s and the next is not begun.
      signal.throwIfAborted();
      const pcm = await pool.run<Uint8Array | null>('say', sentence);
      if (pcm) return Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength);
      skipped.push(unspeakable());
    } catch (error) {
      if (signal.aborted) throw error;
      if (!(error instanceof HttpProblem)) {
        log.error({ err: error }, 'SVOX Pico failed');
        throw speechUnavailable();
      }
      // Over its time: that sentence is left out. A full queue ends the reading.
      if (error.status !== 422) throw error;
      skipped.push(error);
    }
    return null;
  }

  return {
    mimeType: 'audio/wav',
    voice: 'svox-pico/en-US',
    async synthesize(text, signal) {
      const sentences = spokenSentences(text);
      if (sentences.length === 0) throw nothingToRead();
      const parts: Buffer[] = [];
      const skipped: HttpProblem[] = [];
      let bytes = 0;
      for (const sentence of sentences) {
        const over = bytes >= MAX_PCM_BYTES;
        const pcm = await say(over ? TOO_LONG_TO_READ : sentence, signal, skipped);
        if (pcm) parts.push(pcm);
        bytes += pcm?.length ?? 0;
        if (over || skipped.length >= MAX_SKIPPED) break;
      }
      if (parts.length === 0) throw skipped[0] ?? unspeakable();
      if (skipped.length > 0) {
        log.warn({ skipped: skipped.map((problem) => problem.detail) }, 'sentences left out');
      }
      return wavFromPcm(Buffer.concat(parts), SAMPLE_RATE);
    },
    close: () => pool.close(),
  };
}
