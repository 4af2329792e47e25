import { workerTask } from '../../lib/worker-task';
import { PicoFailure, startPicoEngine, type PicoEngine } from './pico-engine';

/** This thread's engine, kept from sentence to sentence; dropped after any failure. */
let engine: Promise<PicoEngine> | null = null;

/** A failed or stalled pico call, or a WebAssembly trap (Emscripten's abort throws one too). */
const engineFailed = (error: unknown) =>
  error instanceof PicoFailure || (error instanceof Error && error.name === 'RuntimeError');

async function attempt(sentence: string) {
  try {
    return (await (engine ??= startPicoEngine())).say(sentence);
  } catch (error) {
    // Whatever went wrong (a failed call, a trap, a voice file that did not load), the next
    // call starts on a new engine rather than on one in an unknown state.
    engine = null;
    throw error;
  }
}

/**
 * One sentence as 16-bit PCM, or null when SVOX Pico cannot say it. Pico sometimes makes
 * nothing of a text and fails only on the next one, so a failure may be the sentence before's
 * (or the request before's): the sentence is tried once more on a fresh engine before it is
 * given up.
 */
export const say = workerTask(async (sentence: string) => {
  for (let tries = 0; tries < 2; tries++) {
    try {
      return await attempt(sentence);
    } catch (error) {
      if (!engineFailed(error)) throw error;
    }
  }
  return null;
});
