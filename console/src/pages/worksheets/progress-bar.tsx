import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { Link } from 'react-router-dom';
import { generationProgress } from '@kyu/core/worksheets';
import type { GenerationJob, WorksheetDetail } from '@kyu/core/contract';
import { ProgressBar } from '../../layout/progress-bar';
import { useApiStore } from '../../http/use-api-store';

/** A made worksheet by its title, the name the library and the assignments give it too. */
const WorksheetName = ({ id }: { id: number }) => {
  const { state } = useApiStore<WorksheetDetail>(`/worksheets/${id}`);
  if (state.status === 'failed') return <>{state.message}</>;
  return <>{state.status === 'ready' ? state.data.title : 'Loading its title…'}</>;
};

/** A generation job's live progress: a bar screen readers read, and the worksheets made so far. */
export const GenerationBar = ({ $job }: { $job: ReadableAtom<GenerationJob | null> }) => {
  const job = useStore($job);
  if (!job) return <p>Starting…</p>;
  const progress = generationProgress(job);
  return (
    <div>
      <ProgressBar label="Worksheets made" percent={progress.percent} />
      <p role={job.status === 'failed' ? 'alert' : 'status'}>{progress.text}</p>
      {job.worksheet_ids.length > 0 && (
        <>
          <ul aria-label="Worksheets made">
            {job.worksheet_ids.map((id) => (
              <li key={id}>
                <WorksheetName id={id} />
              </li>
            ))}
          </ul>
          <Link to="/worksheet-library">Open the worksheet library</Link>
        </>
      )}
    </div>
  );
};
