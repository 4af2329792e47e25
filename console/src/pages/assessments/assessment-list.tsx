import { useEffect, useState } from 'react';
import type { WorksheetPage } from '@kyu/core/contract';
import { useApiStore } from '../../http/use-api-store';
import { downloadFile } from '../../http/download';

/** The generated assessments, newest first, each to export to Word; `version` asks again. */
export const AssessmentList = ({ version }: { version: number }) => {
  const { state, reload } = useApiStore<WorksheetPage>('/admin/assessments?page=1&size=20');
  const [error, setError] = useState<string | null>(null);
  // A new version is a job that finished: its assessments join the list.
  useEffect(() => {
    if (version) reload();
  }, [version, reload]);
  if (state.status === 'loading') return <p role="status">Loading assessments…</p>;
  if (state.status === 'failed') return <p role="alert">{state.message}</p>;
  if (state.data.items.length === 0) return <p>No generated assessments yet.</p>;
  return (
    <>
      <ul aria-label="Generated assessments">
        {state.data.items.map((a) => (
          <li key={a.id}>
            {a.title}
            {a.is_shared && ' (published)'}{' '}
            <button
              type="button"
              aria-label={`Export ${a.title} to Word`}
              onClick={() =>
                void downloadFile(
                  `/admin/assessments/${a.id}/export.docx`,
                  `${a.title}.docx`,
                ).catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)))
              }
            >
              Export to Word
            </button>
          </li>
        ))}
      </ul>
      {error && <p role="alert">{error}</p>}
    </>
  );
};
