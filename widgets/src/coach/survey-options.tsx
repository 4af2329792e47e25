import { answerSurvey, dismissSurvey } from '@kyu/core/chat';
import type { ChatMessage } from '@kyu/core/contract';
import { useAction } from '../shared';
import { InlineError } from './inline-error';

/**
 * Once a survey is answered or put off, its buttons go: the focus, if it was on them, goes
 * back to the question box rather than to the page. Read before they go, called after.
 */
function handBack(from: Element): () => void {
  const box = from.closest('.kyu-panel')?.querySelector('textarea');
  const focused = from.contains(from.ownerDocument.activeElement);
  return () => {
    if (focused) box?.focus();
  };
}

/**
 * A survey question's four options as buttons; the chosen one stays pressed. While it waits
 * for an answer, "Not now" puts it off for the session.
 */
export function SurveyOptions({
  message,
  answer,
}: {
  message: ChatMessage;
  answer: number | null;
}) {
  const { pending, error, run } = useAction();
  return (
    <div class="kyu-options" role="group" aria-label={message.text}>
      {(message.options ?? []).map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={answer === option.value}
          disabled={pending || answer !== null}
          onClick={(e) => {
            const back = handBack(e.currentTarget.parentElement!);
            run(() => answerSurvey(message.id, option.value).then(back));
          }}
        >
          {option.label}
        </button>
      ))}
      {answer === null && (
        <button
          type="button"
          class="kyu-later"
          disabled={pending}
          onClick={(e) => {
            const back = handBack(e.currentTarget.parentElement!);
            dismissSurvey(message.id);
            back();
          }}
        >
          Not now
        </button>
      )}
      <InlineError error={error} />
    </div>
  );
}
