import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Confirm } from 'react-admin';
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
export const DocumentRow = ({
  doc,
  school,
  onChanged,
}: {
  doc: AdminDocument;
  /** The school's name; Kyu's own documents have none. */
  school: string;
  onChanged: () => void;
}) => {
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const act = (call: Promise<unknown>) =>
    call.then(onChanged, (e: unknown) => setError(problemMessage(e)));
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        <Link to={`/extracted-document/${doc.id}`}>{doc.title}</Link>
      </TableCell>
      <TableCell>
        {STATE_NAMES[doc.extraction_state]}
        {busy(doc) && (
          <ProgressBar label={`Extraction of ${doc.title}`} percent={doc.extraction_progress} />
        )}
        {doc.extraction_error && <p role="alert">{doc.extraction_error}</p>}
        {error && <p role="alert">{error}</p>}
      </TableCell>
      <TableCell>{doc.chunk_count}</TableCell>
      <TableCell>{school}</TableCell>
      <TableCell>{formatDate(doc.created_at)}</TableCell>
      <TableCell>
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            variant="outlined"
            disabled={busy(doc)}
            aria-label={`Re-extract ${doc.title}`}
            onClick={() => void act(api.post(`/admin/documents/${doc.id}/re-extract`))}
          >
            Re-extract
          </Button>
          <Button
            size="small"
            color="error"
            aria-label={`Delete ${doc.title}`}
            onClick={() => setConfirming(true)}
          >
            Delete
          </Button>
        </Stack>
        <Confirm
          isOpen={confirming}
          title={`Delete “${doc.title}”?`}
          content="The coach and the generators will no longer find its text. This cannot be undone."
          confirm="Delete"
          cancel="Keep it"
          onConfirm={() => {
            setConfirming(false);
            void act(api.delete(`/admin/documents/${doc.id}`));
          }}
          onClose={() => setConfirming(false)}
        />
      </TableCell>
    </TableRow>
  );
};
