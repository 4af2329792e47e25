import { atom, type ReadableAtom } from 'nanostores';
import { api } from '../api';
import type { GenerationJob } from '../contract';
import { generationProgress } from './model';

/** How often the creator asks how a job stands. */
const POLL_MS = 1000;

/**
 * A store of a generation job as it runs: asked for every second until it is done or failed.
 * `stop` ends the watch early (the page was left).
 */
export function watchGeneration(jobId: number): {
  $job: ReadableAtom<GenerationJob | null>;
  stop: () => void;
} {
  const $job = atom<GenerationJob | null>(null);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const poll = async () => {
    const job = await api.get<GenerationJob>(`/worksheets/generation/jobs/${jobId}`);
    if (stopped) return;
    $job.set(job);
    if (!generationProgress(job).finished) timer = setTimeout(() => void poll(), POLL_MS);
  };
  void poll();
  return {
    $job,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
