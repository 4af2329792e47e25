import { useState } from 'react';
import { Button, useNotify, useRecordContext } from 'react-admin';
import type { ActivationBatch } from '@kyu/core/contract';
import { downloadFile } from '../../http/download';

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
      await downloadFile(
        `/admin/activation-codes/batches/${batch.id}/csv`,
        `activation-codes-${batch.id}.csv`,
      );
    } catch (error) {
      notify(error instanceof Error ? error.message : 'The download failed.', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return <Button label="Download CSV" onClick={download} disabled={busy} />;
};
