import { useStore } from '@nanostores/preact';
import type { Activation } from '@kyu/core/contract';
import { UserRole } from '@kyu/core/constants';
import {
  $redeemChildren,
  $redeemTargets,
  $redemption,
  loadRedeemChildren,
  redeemFor,
} from '@kyu/core/redeem';
import { $user } from '@kyu/core/session';
import { useEffect, useState } from 'preact/hooks';
import { useAction } from '../shared';

/** Whom to redeem for: a parent picks one of their children; a student redeems for themself. */
export function ChooseLearner({ onRedeemed }: { onRedeemed?: (activation: Activation) => void }) {
  const user = useStore($user);
  const children = useStore($redeemChildren);
  const targets = useStore($redeemTargets);
  const [chosen, setChosen] = useState<number | null>(null);
  const { pending, run } = useAction();
  const isParent = user?.user_role_id === UserRole.parent;

  useEffect(() => {
    if (isParent && children === null) void loadRedeemChildren();
  }, [isParent, user?.id]);
  const only = targets.length === 1 ? targets[0]!.id : null;
  const learner = chosen ?? only;

  const redeem = (event: Event) => {
    event.preventDefault();
    if (learner === null) return;
    void run(async () => {
      if (await redeemFor(learner)) {
        const done = $redemption.get();
        if (done) onRedeemed?.(done);
      }
    });
  };

  if (!isParent && user?.user_role_id !== UserRole.student)
    return <p>Only a parent's or a student's account can redeem a code.</p>;
  if (isParent && children === null) return <p aria-busy="true">Loading your children…</p>;
  if (targets.length === 0)
    return <p>Add your child to your account first, then redeem the code for them.</p>;

  return (
    <form onSubmit={redeem} aria-busy={pending}>
      {isParent && (
        <fieldset>
          <legend>Redeem for</legend>
          {targets.map((t) => (
            <label key={t.id}>
              <input
                type="radio"
                name="learner"
                value={t.id}
                checked={learner === t.id}
                onChange={() => setChosen(t.id)}
                required
              />
              {t.name}
            </label>
          ))}
        </fieldset>
      )}
      <button type="submit" disabled={pending || learner === null}>
        {isParent ? 'Redeem' : 'Redeem for myself'}
      </button>
    </form>
  );
}
