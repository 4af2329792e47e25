import { useState } from 'react';
import { Confirm } from 'react-admin';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { api, problemMessage } from '@kyu/core';
import { formatDateTime } from '@kyu/core/format';
import type { PromptVersion } from '@kyu/core/contract';
import { useApiStore } from '../../http/use-api-store';

const who = (name: string | null) => name ?? 'Kyu';
const replaced = (v: PromptVersion) =>
  `the version replaced ${formatDateTime(v.replaced_at)} by ${who(v.replaced_by_name)}`;

/** A prompt's earlier texts with who wrote and replaced each; restoring one asks first. */
export const VersionHistory = ({
  promptId,
  onRestored,
}: {
  promptId: number;
  onRestored: () => void;
}) => {
  const { state } = useApiStore<PromptVersion[]>(`/admin/prompts/${promptId}/versions`);
  const [error, setError] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<PromptVersion | null>(null);
  const restore = (version: PromptVersion) => {
    setError(null);
    api
      .post(`/admin/prompts/${promptId}/versions/${version.id}/restore`, {})
      .then(onRestored, (e: unknown) => setError(problemMessage(e)));
  };
  return (
    <Card component="section" aria-label="Version history">
      <CardContent>
        <Typography variant="h6" component="h2">
          Earlier versions
        </Typography>
        {state.status === 'loading' && <p role="status">Loading versions…</p>}
        {state.status === 'failed' && <p role="alert">{state.message}</p>}
        {state.status === 'ready' && state.data.length === 0 && <p>No earlier versions.</p>}
        {state.status === 'ready' && state.data.length > 0 && (
          <TableContainer>
            <Table size="small" aria-label="Earlier versions">
              <TableHead>
                <TableRow>
                  <TableCell>Text</TableCell>
                  <TableCell>Written</TableCell>
                  <TableCell>Replaced</TableCell>
                  <TableCell>Restore</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {state.data.map((v) => (
                  <TableRow key={v.id}>
                    <TableCell sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {v.content}
                    </TableCell>
                    <TableCell>{`${who(v.written_by_name)}, ${formatDateTime(v.written_at)}`}</TableCell>
                    <TableCell>{`${who(v.replaced_by_name)}, ${formatDateTime(v.replaced_at)}`}</TableCell>
                    <TableCell>
                      <Button aria-label={`Restore ${replaced(v)}`} onClick={() => setRestoring(v)}>
                        Restore
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {error && <p role="alert">{error}</p>}
        <Confirm
          isOpen={restoring !== null}
          title="Restore this version?"
          content="It replaces the prompt in force; the text it replaces joins the earlier versions."
          confirm="Restore"
          onConfirm={() => {
            if (restoring) restore(restoring);
            setRestoring(null);
          }}
          onClose={() => setRestoring(null)}
        />
      </CardContent>
    </Card>
  );
};
