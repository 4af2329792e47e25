import type { ChatMessage } from '@kyu/core/contract';
import { Markdown } from './markdown';
import { MessageActions } from './message-actions';
import { SurveyOptions } from './survey-options';

/** One message of the conversation: the student's on the right, the coach's with its actions. */
export function Message({
  message,
  answer,
  signedIn,
}: {
  message: ChatMessage;
  /** For a survey question, the value it was answered with. */
  answer: number | null;
  signedIn: boolean;
}) {
  if (message.from_user) {
    return (
      <div class="kyu-msg kyu-from-user">
        <span class="kyu-sr">You: </span>
        {message.text}
      </div>
    );
  }
  // A reply that names its sources itself (the offline tutor does) is not told them twice.
  const unnamed = message.sources.filter((s) => !message.text.includes(s.title));
  return (
    <div class="kyu-msg">
      <span class="kyu-sr">Kyu: </span>
      <Markdown text={message.text} />
      {unnamed.length > 0 && (
        <p class="kyu-meta">Sources: {unnamed.map((s) => s.title).join(', ')}</p>
      )}
      {message.incomplete && <p class="kyu-meta">This reply was cut off.</p>}
      {message.type === 'survey_question' ? (
        <SurveyOptions message={message} answer={answer} />
      ) : (
        <MessageActions message={message} signedIn={signedIn} />
      )}
    </div>
  );
}

/** The reply arriving: the question until it is saved, then the text so far. */
export function StreamingMessage({
  question,
  text,
  incomplete,
}: {
  question: string | null;
  text: string;
  incomplete: boolean;
}) {
  return (
    <>
      {question !== null && (
        <div class="kyu-msg kyu-from-user">
          <span class="kyu-sr">You: </span>
          {question}
        </div>
      )}
      {/* Busy while streaming, so a screen reader reads the reply once, not token by token. */}
      <div class="kyu-msg" aria-busy={!incomplete}>
        <span class="kyu-sr">Kyu: </span>
        {text ? <Markdown text={text} /> : !incomplete && <p class="kyu-meta">Kyu is thinking…</p>}
        {incomplete && <p class="kyu-meta">This reply is incomplete.</p>}
      </div>
    </>
  );
}
