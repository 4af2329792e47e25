import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { generationProgress } from '@kyu/core/worksheets';
import type { GenerationJob } from '@kyu/core/contract';

/** A generation job's live progress: a bar screen readers read, and the words beside it. */
export const GenerationBar = ({ $job }: { $job: ReadableAtom<GenerationJob | null> }) => {
  const job = useStore($job);
  if (!job) return <p>Starting…</p>;
  const progress = generationProgress(job);
  return (
    <div>
      <div
        role="progressbar"
        aria-label="Worksheets made"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        className="kyu-progress"
      >
        <div style={{ width: `${progress.percent}%` }} />
      </div>
      <p role={job.status === 'failed' ? 'alert' : 'status'}>{progress.text}</p>
      {job.worksheet_ids.length > 0 && (
        <ul aria-label="Worksheets made">
          {job.worksheet_ids.map((id) => (
            <li key={id}>Worksheet {id}</li>
          ))}
        </ul>
      )}
    </div>
  );
};
