import { useState } from 'react';
import { api, problemMessage } from '@kyu/core';
import type { QuestionStateAction } from '@kyu/core/contract';
import { ACTIONS } from './labels';

/**
 * The approve, review, enable and disable buttons for a list of ids: one call for them all
 * (the server changes every one or none). `what` names them in each button's accessible name.
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
        setMessage(problemMessage(e));
      },
    );
  };
  return (
    <div role="group" aria-label={`Change the state of ${what}`}>
      {ACTIONS.map(([action, label]) => (
        <button
          key={action}
          type="button"
          disabled={busy || ids.length === 0}
          aria-label={`${label} ${what}`}
          onClick={() => act(action)}
        >
          {label}
        </button>
      ))}
      {message && <p role="status">{message}</p>}
    </div>
  );
};
