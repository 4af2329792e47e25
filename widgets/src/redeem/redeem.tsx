import { useStore } from '@nanostores/preact';
import type { Activation } from '@kyu/core/contract';
import { $codeCheck, $redeemError, $redemption, checkCode, resetRedeem } from '@kyu/core/redeem';
import { $user } from '@kyu/core/session';
import { useEffect, useState } from 'preact/hooks';
import { Login } from '../login/login';
import { Field, Frame, useAction } from '../shared';
import { ChooseLearner } from './choose-learner';
import { Redeemed } from './redeemed';

/** Props of {@link Redeem}; on a custom element the callback fires as a DOM event. */
export interface RedeemProps {
  /** A code to check at once, from a link or a printed card's address (`/redeem/{code}`). */
  code?: string;
  /** Called after a redemption (event `redeemed`), with the courses it unlocked. */
  onRedeemed?: (activation: Activation) => void;
}

/**
 * Redeem an activation code: type it (or receive it), check it, sign in if needed, choose whom
 * it is for, redeem, and see the unlocked courses. Every failure is said in one alert.
 */
export function Redeem({ code = '', onRedeemed }: RedeemProps) {
  const [typed, setTyped] = useState(code);
  const check = useStore($codeCheck);
  const error = useStore($redeemError);
  const redemption = useStore($redemption);
  const user = useStore($user);
  const { pending, run } = useAction();

  const send = (value: string) => void run(async () => void (await checkCode(value)));
  useEffect(() => {
    resetRedeem();
    if (code) send(code);
  }, [code]);

  if (redemption) {
    const again = () => {
      resetRedeem();
      setTyped('');
    };
    return <Redeemed activation={redemption} onAgain={again} />;
  }

  const submit = (event: Event) => {
    event.preventDefault();
    send(typed);
  };
  return (
    <Frame>
      <div class="kyu-stack">
        <form onSubmit={submit} aria-busy={pending}>
          <Field
            label="Activation code"
            name="code"
            value={typed}
            onValue={setTyped}
            autoComplete="off"
            autoCapitalize="characters"
            spellcheck={false}
            placeholder="ABCD-EFGH-JKMN"
            required
            aria-invalid={error && !check?.checked ? true : undefined}
          />
          <button type="submit" disabled={pending}>
            Check code
          </button>
        </form>
        {error && (
          <p class="kyu-alert" role="alert">
            {error}
          </p>
        )}
        {check?.checked && (
          <section aria-label="What this code unlocks" class="kyu-stack">
            <p role="status">
              This code unlocks {check.courses.map((c) => c.name).join(', ') || 'courses'}.
            </p>
            {user ? <ChooseLearner onRedeemed={onRedeemed} /> : <SignInFirst />}
          </section>
        )}
      </div>
    </Frame>
  );
}

function SignInFirst() {
  return (
    <div class="kyu-stack">
      <p>Sign in to redeem it for your child or for yourself.</p>
      <Login />
    </div>
  );
}
