import type { Activation } from '@kyu/core/contract';
import { useEffect, useRef } from 'preact/hooks';
import { Frame } from '../shared';

/** The courses a redemption unlocked; takes the focus, as the form it replaces had it. */
export function Redeemed({ activation, onAgain }: { activation: Activation; onAgain: () => void }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Frame>
      <div class="kyu-stack">
        <p ref={ref} class="kyu-status" role="status" tabIndex={-1}>
          Code redeemed. These courses are now unlocked:
        </p>
        <ul aria-label="Unlocked courses">
          {activation.courses.map((course) => (
            <li key={course.id}>{course.name}</li>
          ))}
        </ul>
        <button type="button" class="kyu-secondary" onClick={onAgain}>
          Redeem another code
        </button>
      </div>
    </Frame>
  );
}
