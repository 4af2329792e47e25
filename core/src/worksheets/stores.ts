import { atom, type ReadableAtom } from 'nanostores';
import { api } from '../api';
import type { GenerationJob } from '../contract';
import { generationProgress } from './model';

/** How often the creator asks how a job stands. */
const POLL_MS = 1000;

/**
 * A store of a generation job as it runs: asked for every second until it is done or failed.
 * `stop` ends the watch early (the page was left). `path` is where the job is read: the
 * worksheet creator's by default, or the curriculum console's assessments.
 */
export function watchGeneration(
  jobId: number,
  path = `/worksheets/generation/jobs/${jobId}`,
): {
  $job: ReadableAtom<GenerationJob | null>;
  stop: () => void;
} {
  const $job = atom<GenerationJob | null>(null);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const poll = async () => {
    const job = await api.get<GenerationJob>(path);
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
