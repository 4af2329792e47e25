import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { generationProgress } from '@kyu/core/worksheets';
import type { GenerationJob } from '@kyu/core/contract';
import { ProgressBar } from '../../layout/progress-bar';

/** A generation job's live progress: a bar screen readers read, and the words beside it. */
export const GenerationBar = ({ $job }: { $job: ReadableAtom<GenerationJob | null> }) => {
  const job = useStore($job);
  if (!job) return <p>Starting…</p>;
  const progress = generationProgress(job);
  return (
    <div>
      <ProgressBar label="Worksheets made" percent={progress.percent} />
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
