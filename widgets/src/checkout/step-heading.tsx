import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

/**
 * A step's heading. It takes the focus when the step was reached from another one, so keyboard
 * and screen-reader users hear where they are; the first step does not, so a school's page
 * keeps its own focus as it loads.
 */
export function StepHeading({ focus, children }: { focus: boolean; children: ComponentChildren }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, []);
  return (
    <h2 ref={ref} id="kyu-checkout-heading" class="kyu-checkout-heading" tabIndex={-1}>
      {children}
    </h2>
  );
}
