import { useStore } from '@nanostores/preact';
import { formatDate } from '@kyu/core/format';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { createCopiedFlag } from '@kyu/core/clipboard';
import {
  $redeemers,
  $referral,
  $referralError,
  $referred,
  loadReferral,
  redeemReferral,
} from '@kyu/core/referrals';
import { parentLinks } from './links';

function RedeemForm() {
  const referred = useStore($referred);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (referred?.owner)
    return (
      <p>
        You used the code {referred.referral_code} of {referred.owner.first_name}{' '}
        {referred.owner.last_initial}.
      </p>
    );
  const submit = async (event: Event) => {
    event.preventDefault();
    setError(await redeemReferral(code));
  };
  return (
    <form onSubmit={submit}>
      <label>
        A friend’s code
        <input
          name="referral_code"
          value={code}
          onInput={(e) => setCode(e.currentTarget.value)}
          required
          maxLength={40}
          autoComplete="off"
        />
      </label>
      <button class="button secondary" type="submit">
        Use this code
      </button>
      {error && (
        <p class="alert" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

/** /{product}/referral: the user's code to share, its quota and redeemers; a friend's code. */
export function ReferralPage() {
  const referral = useStore($referral);
  const redeemers = useStore($redeemers);
  const error = useStore($referralError);
  const { $copied, copy } = useMemo(() => createCopiedFlag(), []);
  const copied = useStore($copied);
  useEffect(() => void loadReferral(), []);
  return (
    <>
      <h1>Refer a friend</h1>
      {error && (
        <p class="alert" role="alert">
          {error}
        </p>
      )}
      {!referral && !error && <p class="loading">Loading your code…</p>}
      {referral && (
        <section class="card" aria-labelledby="your-code">
          <h2 id="your-code">Your code</h2>
          <p>
            {referral.program.name}: {referral.program.reward}
          </p>
          <p class="lead">
            <strong>{referral.referral_code}</strong>{' '}
            <button class="button secondary" onClick={() => void copy(referral.referral_code)}>
              {copied ? 'Copied' : 'Copy'}
            </button>
          </p>
          <p>
            Used {referral.quota.used} of {referral.quota.total}; {referral.quota.remaining} left.
          </p>
          <h3>Who used it</h3>
          {redeemers?.length === 0 && <p>Nobody yet.</p>}
          <ul class="item-list">
            {redeemers?.map((r) => (
              <li key={`${r.first_name}${r.redeemed_at}`}>
                {r.first_name} {r.last_initial}{' '}
                <span class="muted">{formatDate(r.redeemed_at)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section class="card" aria-labelledby="friends-code">
        <h2 id="friends-code">Got a friend’s code?</h2>
        <RedeemForm />
      </section>
      <p>
        <a href={parentLinks.referralFaq}>Questions about referrals</a>
      </p>
    </>
  );
}
