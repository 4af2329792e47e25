import { useStore } from '@nanostores/preact';
import type { QuizStores, SaveState } from '@kyu/core/quiz';

const SAVE_TEXT: Record<SaveState, string> = {
  idle: '',
  saving: 'Saving…',
  saved: 'Saved',
  offline: 'Offline — answers kept on this device',
  error: "Couldn't save",
};

/** Whether the answers are saved, announced politely as it changes. */
export function SaveStatus({ state }: { state: SaveState }) {
  return (
    <p class={`kyu-meta kyu-save ${state}`} role="status">
      {SAVE_TEXT[state]}
    </p>
  );
}

const clock = (seconds: number) => {
  const s = Math.max(0, seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * The time left. The clock itself is not announced (it would talk every second); the warning
 * beside it changes twice, at 5 minutes and at 1, and is announced at once.
 */
export function Timer({ seconds }: { seconds: number }) {
  const warning =
    seconds <= 60 ? 'Less than 1 minute left.' : seconds <= 300 ? 'Less than 5 minutes left.' : '';
  return (
    <div class={warning ? 'kyu-timer kyu-low' : 'kyu-timer'}>
      <span>
        <span class="kyu-sr">Time left: </span>
        <time>{clock(seconds)}</time>
      </span>
      <span class="kyu-sr" aria-live="assertive">
        {warning}
      </span>
    </div>
  );
}

/** The quiz's title and, while it is open, its clock and whether the answers are saved. */
export function QuizHeader({
  quiz,
  title,
  open,
}: {
  quiz: QuizStores;
  title: string;
  open: boolean;
}) {
  const saveState = useStore(quiz.$saveState);
  const remaining = useStore(quiz.$remainingSeconds);
  return (
    <header class="kyu-qhead">
      <h2>{title}</h2>
      {remaining !== null && open && <Timer seconds={remaining} />}
      {open && <SaveStatus state={saveState} />}
    </header>
  );
}
