import { useCallback, useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { problemMessage } from '@kyu/core';
import type { EmbedSecret, NewEmbedSecret } from '@kyu/core/contract';
import type { Loadable } from '../../../http/api-store';
import { embedSecretsApi } from './embed-secrets-api';

/**
 * A school's embed secrets as the section shows them, the secret just made (shown once, kept
 * in this component's memory only until it is dismissed), and the three actions.
 */
export function useEmbedSecrets(schoolId: number) {
  const notify = useNotify();
  const [secrets, setSecrets] = useState<Loadable<EmbedSecret[]>>({ status: 'loading' });
  const [revealed, setRevealed] = useState<NewEmbedSecret | null>(null);
  const [busy, setBusy] = useState(false);

  const reload = useCallback(
    () =>
      embedSecretsApi.list(schoolId).then(
        (data) => setSecrets({ status: 'ready', data }),
        (error: unknown) => setSecrets({ status: 'failed', message: problemMessage(error) }),
      ),
    [schoolId],
  );
  useEffect(() => {
    void reload();
  }, [reload]);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      const answer = await action();
      if (answer && typeof answer === 'object' && 'secret' in answer)
        setRevealed(answer as NewEmbedSecret);
      notify(done, { type: 'success' });
    } catch (error) {
      notify(problemMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
      await reload();
    }
  };

  return {
    secrets,
    revealed,
    busy,
    dismiss: () => setRevealed(null),
    create: () => run(() => embedSecretsApi.create(schoolId), 'Embed secret created'),
    rotate: (id: number) => run(() => embedSecretsApi.rotate(schoolId, id), 'Embed secret rotated'),
    revoke: (id: number) => run(() => embedSecretsApi.revoke(schoolId, id), 'Embed secret revoked'),
  };
}
