import type { GenerationJob } from '../contract';

/** How far a generation job is, for a progress bar: whole percent and words to show beside it. */
export interface GenerationProgress {
  percent: number;
  text: string;
  /** The job will change no more: stop watching it. */
  finished: boolean;
}

/** A job's progress: worksheets made of those asked for, and why it stopped if it failed. */
export function generationProgress(job: GenerationJob): GenerationProgress {
  const percent = job.total ? Math.round((job.made / job.total) * 100) : 0;
  const made = `${job.made} of ${job.total} worksheets made`;
  switch (job.status) {
    case 'queued':
      return { percent, text: 'Waiting to start…', finished: false };
    case 'running':
      return { percent, text: `${made} (${percent}%)`, finished: false };
    case 'done':
      return { percent: 100, text: `Done: ${made}`, finished: true };
    case 'failed':
      return {
        percent,
        text: `Stopped: ${job.error ?? 'unknown error'} (${made})`,
        finished: true,
      };
  }
}
