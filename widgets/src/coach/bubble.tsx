import type { Ref } from 'preact';
import { BUBBLE_ICON, BUBBLE_LABEL } from './bubble-look';

/** The floating button that opens and closes the coach's panel. */
export function Bubble({
  open,
  panelId,
  onToggle,
  buttonRef,
}: {
  open: boolean;
  panelId: string;
  onToggle: () => void;
  buttonRef: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      class="kyu-bubble"
      aria-label={BUBBLE_LABEL}
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d={BUBBLE_ICON} />
      </svg>
    </button>
  );
}
