import { answerSurvey } from '@kyu/core/chat';
import type { ChatMessage } from '@kyu/core/contract';
import { useAction } from '../shared';
import { InlineError } from './inline-error';

/** A survey question's four options as buttons; the chosen one stays pressed. */
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
          onClick={() => run(() => answerSurvey(message.id, option.value))}
        >
          {option.label}
        </button>
      ))}
      <InlineError error={error} />
    </div>
  );
}
