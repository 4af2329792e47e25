import { useState } from 'react';
import { api, problemMessage } from '@kyu/core';
import type { PromptVersion } from '@kyu/core/contract';
import { useApiStore } from '../../http/use-api-store';

const when = (at: string) => new Date(at).toLocaleString();
const who = (name: string | null) => name ?? 'Kyu';

/** A prompt's earlier texts with who wrote and replaced each, and a restore for each. */
export const VersionHistory = ({
  promptId,
  onRestored,
}: {
  promptId: number;
  onRestored: () => void;
}) => {
  const { state } = useApiStore<PromptVersion[]>(`/admin/prompts/${promptId}/versions`);
  const [error, setError] = useState<string | null>(null);
  const restore = (version: PromptVersion) => {
    setError(null);
    api
      .post(`/admin/prompts/${promptId}/versions/${version.id}/restore`, {})
      .then(onRestored, (e: unknown) => setError(problemMessage(e)));
  };
  if (state.status === 'loading') return <p role="status">Loading versions…</p>;
  if (state.status === 'failed') return <p role="alert">{state.message}</p>;
  if (state.data.length === 0) return <p>No earlier versions.</p>;
  return (
    <>
      <table>
        <caption>Earlier versions</caption>
        <thead>
          <tr>
            <th scope="col">Text</th>
            <th scope="col">Written</th>
            <th scope="col">Replaced</th>
            <th scope="col">Restore</th>
          </tr>
        </thead>
        <tbody>
          {state.data.map((v) => (
            <tr key={v.id}>
              <td>
                <pre>{v.content}</pre>
              </td>
              <td>{`${who(v.written_by_name)}, ${when(v.written_at)}`}</td>
              <td>{`${who(v.replaced_by_name)}, ${when(v.replaced_at)}`}</td>
              <td>
                <button
                  type="button"
                  aria-label={`Restore the version replaced ${when(v.replaced_at)} by ${who(v.replaced_by_name)}`}
                  onClick={() => restore(v)}
                >
                  Restore
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {error && <p role="alert">{error}</p>}
    </>
  );
};
