import { useState } from 'react';
import { Link } from 'react-router-dom';
import { api, problemMessage } from '@kyu/core';
import type { AdminDocument } from '@kyu/core/contract';
import { ProgressBar } from '../../layout/progress-bar';
import { formatDate } from '@kyu/core/format';

const STATE_NAMES: Record<AdminDocument['extraction_state'], string> = {
  queued: 'Waiting to extract',
  extracting: 'Extracting',
  done: 'Extracted',
  failed: 'Failed',
};

const busy = (doc: AdminDocument) =>
  doc.extraction_state === 'queued' || doc.extraction_state === 'extracting';

/** Whether any of the documents is still being extracted, and so worth asking about again. */
export const anyBusy = (docs: readonly AdminDocument[]) => docs.some(busy);

/** One document: its extraction state and progress, its text, re-extract and delete. */
export const DocumentRow = ({ doc, onChanged }: { doc: AdminDocument; onChanged: () => void }) => {
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const act = (call: Promise<unknown>) =>
    call.then(onChanged, (e: unknown) => setError(problemMessage(e)));
  return (
    <tr>
      <th scope="row">
        <Link to={`/extracted-document/${doc.id}`}>{doc.title}</Link>
      </th>
      <td>
        {STATE_NAMES[doc.extraction_state]}
        {busy(doc) && (
          <ProgressBar label={`Extraction of ${doc.title}`} percent={doc.extraction_progress} />
        )}
        {doc.extraction_error && <p role="alert">{doc.extraction_error}</p>}
        {error && <p role="alert">{error}</p>}
      </td>
      <td>{doc.chunk_count}</td>
      <td>{doc.school_id ?? 'Kyu'}</td>
      <td>{formatDate(doc.created_at)}</td>
      <td>
        <button
          type="button"
          disabled={busy(doc)}
          aria-label={`Re-extract ${doc.title}`}
          onClick={() => void act(api.post(`/admin/documents/${doc.id}/re-extract`))}
        >
          Re-extract
        </button>
        <button
          type="button"
          aria-label={`Delete ${doc.title}`}
          onClick={() => setConfirming(true)}
        >
          Delete
        </button>
        {confirming && (
          // Inline rather than react-admin's Confirm: its dialog weighs on the landing's bytes.
          <div role="group" aria-label={`Confirm deleting ${doc.title}`}>
            <p>The coach and the generators will no longer find its text. This cannot be undone.</p>
            <button
              type="button"
              onClick={() => {
                setConfirming(false);
                void act(api.delete(`/admin/documents/${doc.id}`));
              }}
            >
              {`Yes, delete ${doc.title}`}
            </button>
            <button type="button" onClick={() => setConfirming(false)}>
              Keep it
            </button>
          </div>
        )}
      </td>
    </tr>
  );
};
