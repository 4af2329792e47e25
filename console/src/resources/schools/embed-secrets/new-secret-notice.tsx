import { useState } from 'react';
import { Button } from 'react-admin';
import type { NewEmbedSecret } from '@kyu/core/contract';

/**
 * The secret just made, in full, this once: the server never answers it again, so the admin
 * copies it into their school's server configuration now.
 */
export const NewSecretNotice = ({
  secret,
  onDone,
}: {
  secret: NewEmbedSecret;
  onDone: () => void;
}) => {
  const [copied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard.writeText(secret.secret).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <div className="kyu-secret" role="alert">
      <p>
        <strong>Copy this secret now: it will not be shown again.</strong> Put it in your
        school&apos;s server configuration, never in a web page.
      </p>
      <dl>
        <dt>Key id (kid)</dt>
        <dd>
          <code>{secret.kid}</code>
        </dd>
        <dt>Secret</dt>
        <dd>
          {/* Text, not an input: Enter in an input would submit the school's form around it. */}
          <code className="kyu-secret-value" aria-label="New embed secret">
            {secret.secret}
          </code>
        </dd>
      </dl>
      <Button label={copied ? 'Copied' : 'Copy secret'} onClick={() => void copy()} />
      <Button label="I have stored it" onClick={onDone} />
    </div>
  );
};
