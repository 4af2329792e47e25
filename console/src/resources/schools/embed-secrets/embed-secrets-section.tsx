import { useState } from 'react';
import { Button, Confirm, useRecordContext } from 'react-admin';
import { EMBED_GRACE_HOURS } from '@kyu/core/constants';
import type { AdminSchool, EmbedSecret } from '@kyu/core/contract';
import { NewSecretNotice } from './new-secret-notice';
import { useEmbedSecrets } from './use-embed-secrets';
import { formatDateTime } from '@kyu/core/format';

const when = (iso: string | null) => formatDateTime(iso);

const STATE_TEXT: Record<EmbedSecret['state'], (s: EmbedSecret) => string> = {
  active: () => 'Active',
  retiring: (s) => `Rotated: works until ${when(s.retires_at)}`,
  retired: () => 'Retired',
  revoked: (s) => `Revoked ${when(s.revoked_at)}`,
};

type Pending = { action: 'rotate' | 'revoke'; secret: EmbedSecret } | null;

const CONFIRM = {
  rotate: {
    title: 'Rotate this secret?',
    content: `A new secret is made and shown once. Tokens signed with this one keep working for ${EMBED_GRACE_HOURS} hours, while you put the new one on your server.`,
  },
  revoke: {
    title: 'Revoke this secret?',
    content: 'Tokens signed with it are refused at once; pupils already signed in stay signed in.',
  },
};

/**
 * The school's embed secrets: the keys its own server signs pupils' tokens with, so pupils
 * signed in on the school's site are signed in to Kyu's widgets there (README, "Signed embeds").
 */
export const EmbedSecretsSection = () => {
  const school = useRecordContext<AdminSchool>();
  const { secrets, revealed, busy, dismiss, create, rotate, revoke } = useEmbedSecrets(
    school?.id ?? 0,
  );
  const [pending, setPending] = useState<Pending>(null);
  if (!school) return null;
  const list = secrets.status === 'ready' ? secrets.data : [];
  const hasActive = list.some((s) => s.state === 'active');

  return (
    <section className="kyu-embed" aria-labelledby="kyu-embed-heading">
      <h2 id="kyu-embed-heading">Sign pupils in from your site</h2>
      <p className="kyu-hint">
        Your school&apos;s server signs a short-lived token (HS256) for the pupil signed in on your
        site; Kyu&apos;s widgets on your pages then sign that pupil in. Put the key id in each
        token&apos;s header as <code>kid</code>; this school&apos;s id for the optional{' '}
        <code>school</code> claim is <code>{school.id}</code>.
      </p>
      {revealed && <NewSecretNotice secret={revealed} onDone={dismiss} />}
      {secrets.status === 'loading' && <p role="status">Loading embed secrets…</p>}
      {secrets.status === 'failed' && <p role="alert">{secrets.message}</p>}
      {secrets.status === 'ready' && list.length === 0 && (
        <p>This school has no embed secret yet.</p>
      )}
      {list.length > 0 && (
        <table className="kyu-table">
          <thead>
            <tr>
              <th>Key id</th>
              <th>Secret</th>
              <th>State</th>
              <th>Created</th>
              <th>Last used</th>
              <th>
                <span className="kyu-sr">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((s) => (
              <tr key={s.id}>
                <td>
                  <code>{s.kid}</code>
                </td>
                <td>
                  <code>…{s.hint}</code>
                </td>
                <td>{STATE_TEXT[s.state](s)}</td>
                <td>{when(s.created_at)}</td>
                <td>{when(s.last_used_at)}</td>
                <td>
                  {s.state === 'active' && (
                    <Button
                      label="Rotate"
                      disabled={busy}
                      onClick={() => setPending({ action: 'rotate', secret: s })}
                    />
                  )}
                  {(s.state === 'active' || s.state === 'retiring') && (
                    <Button
                      label="Revoke"
                      disabled={busy}
                      onClick={() => setPending({ action: 'revoke', secret: s })}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {secrets.status === 'ready' && !hasActive && (
        <Button label="Create an embed secret" disabled={busy} onClick={() => void create()} />
      )}
      <Confirm
        isOpen={pending !== null}
        title={pending ? CONFIRM[pending.action].title : ''}
        content={pending ? CONFIRM[pending.action].content : ''}
        confirm={pending?.action === 'rotate' ? 'Rotate' : 'Revoke'}
        onClose={() => setPending(null)}
        onConfirm={() => {
          if (!pending) return;
          setPending(null);
          void (pending.action === 'rotate' ? rotate : revoke)(pending.secret.id);
        }}
      />
    </section>
  );
};
