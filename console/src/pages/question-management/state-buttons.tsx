import { useState } from 'react';
import { useNotify } from 'react-admin';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { api, problemMessage } from '@kyu/core';
import type { QuestionStateAction } from '@kyu/core/contract';
import { ACTIONS } from './labels';

/**
 * The approve, review, enable and disable buttons for a list of ids: one call for them all
 * (the server changes every one or none). `what` names them in each button's accessible name.
 * Each is undone by its opposite, so none asks first.
 */
export const StateButtons = ({
  ids,
  what,
  onDone,
}: {
  ids: number[];
  what: string;
  onDone: () => void;
}) => {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const act = (action: QuestionStateAction) => {
    setBusy(true);
    setMessage(null);
    api.post<{ changed: number }>('/admin/questions/state', { action, ids }).then(
      ({ changed }) => {
        setBusy(false);
        setMessage(`${changed} question${changed === 1 ? '' : 's'} changed.`);
        onDone();
      },
      (e: unknown) => {
        setBusy(false);
        notify(problemMessage(e), { type: 'error' });
      },
    );
  };
  return (
    <Stack
      role="group"
      aria-label={`Change the state of ${what}`}
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
    >
      {ACTIONS.map(([action, label]) => (
        <Button
          key={action}
          size="small"
          variant="outlined"
          disabled={busy || ids.length === 0}
          aria-label={`${label} ${what}`}
          onClick={() => act(action)}
        >
          {label}
        </Button>
      ))}
      {message && <p role="status">{message}</p>}
    </Stack>
  );
};
