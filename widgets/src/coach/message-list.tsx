import { useStore } from '@nanostores/preact';
import {
  $chatLoading,
  $chatMessages,
  $currentSurvey,
  $hasOlder,
  $streaming,
  conversation,
  loadOlder,
  surveyAnswer,
} from '@kyu/core/chat';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { Message, StreamingMessage } from './message';

// Within this many pixels of an edge counts as being at it.
const EDGE_PX = 40;

/**
 * The conversation as a polite live log. It follows new text while the reader is at the bottom,
 * and loads older pages when they scroll to the top (or press the button there), keeping their
 * place in the text. A survey question waiting for the student comes last, once no reply is
 * streaming, and never moves what they read: the bottom it follows is the conversation's own.
 */
export function MessageList({ signedIn }: { signedIn: boolean }) {
  const messages = useStore($chatMessages);
  const streaming = useStore($streaming);
  const hasOlder = useStore($hasOlder);
  const loading = useStore($chatLoading);
  const survey = useStore($currentSurvey);
  const log = useRef<HTMLDivElement>(null);
  const prompt = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  // Distance from the bottom to restore once an older page is in.
  const anchor = useRef<number | null>(null);

  const older = () => {
    const el = log.current;
    if (!el || !hasOlder || loading) return;
    anchor.current = el.scrollHeight - el.scrollTop;
    void loadOlder();
  };

  /** Where the conversation ends in the log's content: above a waiting survey, if one shows. */
  const end = (el: HTMLElement) =>
    prompt.current
      ? prompt.current.getBoundingClientRect().top - el.getBoundingClientRect().top + el.scrollTop
      : el.scrollHeight;

  useLayoutEffect(() => {
    const el = log.current;
    if (!el || loading) return;
    if (anchor.current !== null) el.scrollTop = el.scrollHeight - anchor.current;
    else if (atBottom.current) el.scrollTop = end(el) - el.clientHeight;
    anchor.current = null;
  }, [messages, streaming, loading]);

  const onScroll = () => {
    const el = log.current!;
    atBottom.current = end(el) - el.scrollTop - el.clientHeight < EDGE_PX;
    if (el.scrollTop < EDGE_PX) older();
  };

  return (
    <div
      ref={log}
      class="kyu-log"
      role="log"
      aria-live="polite"
      aria-label="Conversation with Kyu"
      tabIndex={0}
      onScroll={onScroll}
    >
      {hasOlder && (
        <button type="button" class="kyu-more" disabled={loading} onClick={older}>
          Show earlier messages
        </button>
      )}
      {loading && <p class="kyu-meta">Loading…</p>}
      {!loading && messages.length === 0 && !streaming && (
        <p class="kyu-meta">Hi, I'm Kyu! Ask me about anything you are learning.</p>
      )}
      {conversation(messages).map((message) => (
        <Message
          key={message.id}
          message={message}
          answer={message.type === 'survey_question' ? surveyAnswer(messages, message) : null}
          signedIn={signedIn}
        />
      ))}
      {streaming && <StreamingMessage {...streaming} />}
      {survey && (
        <div ref={prompt} class="kyu-prompt">
          <Message key={survey.id} message={survey} answer={null} signedIn={signedIn} />
        </div>
      )}
    </div>
  );
}
