import { useState } from 'react';
import { Button, useNotify, useRecordContext } from 'react-admin';
import { $user } from '@kyu/core';
import type { ActivationBatch } from '@kyu/core/contract';
import { ADMIN_API } from '../../data-provider';

/** Downloads a batch's codes as CSV (with the admin's token, so not a plain link). */
export const CsvButton = () => {
  const batch = useRecordContext<ActivationBatch>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!batch) return null;
  const download = async (event: React.MouseEvent) => {
    event.stopPropagation();
    setBusy(true);
    try {
      const token = $user.get()?.access_token;
      const res = await fetch(`${ADMIN_API}/activation-codes/batches/${batch.id}/csv`, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
      if (!res.ok) throw new Error(`The download failed (${res.status}).`);
      const url = URL.createObjectURL(await res.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = `activation-codes-${batch.id}.csv`;
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'The download failed.', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return <Button label="Download CSV" onClick={download} disabled={busy} />;
};
