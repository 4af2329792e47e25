import { useStore } from '@nanostores/preact';
import {
  $chatError,
  $chatLoading,
  $chatPage,
  $chatTitle,
  $publicChat,
  loadChat,
} from '@kyu/core/chat';
import type { ChatMessage } from '@kyu/core/contract';
import { $autoPlay } from '@kyu/core/preferences';
import { useEffect, useRef } from 'preact/hooks';
import { Composer } from './composer';
import { MessageList } from './message-list';

/**
 * The chat panel. Opening it loads the conversation and puts the focus in the question box;
 * Escape closes a floating panel.
 */
export function Panel({
  id,
  floating,
  heading,
  onClose,
  onMessage,
}: {
  id: string;
  floating: boolean;
  heading: string;
  onClose?: () => void;
  onMessage?: (reply: ChatMessage) => void;
}) {
  const signedIn = !useStore($publicChat);
  const title = useStore($chatTitle);
  const error = useStore($chatError);
  const autoPlay = useStore($autoPlay);
  const input = useRef<HTMLTextAreaElement>(null);
  const headingId = `${id}-heading`;

  useEffect(() => {
    if (floating) input.current?.focus();
    if ($chatPage.get() === 0 && !$chatLoading.get()) void loadChat();
  }, []);

  return (
    <section
      id={id}
      class={floating ? 'kyu-panel kyu-floating' : 'kyu-panel'}
      role={floating ? 'dialog' : 'region'}
      aria-labelledby={headingId}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !onClose) return;
        e.stopPropagation();
        onClose();
      }}
    >
      <header class="kyu-head">
        <div>
          <h2 id={headingId}>{heading}</h2>
          {title && <p>{title}</p>}
        </div>
        {onClose && (
          <button type="button" aria-label="Close Kyu coach" onClick={onClose}>
            ×
          </button>
        )}
      </header>
      {!signedIn && (
        <p class="kyu-note">
          You are chatting as a guest: answers come from Kyu's public chat, and this conversation
          stays in this tab only.
        </p>
      )}
      <MessageList signedIn={signedIn} />
      {error && (
        <p class="kyu-alert" role="alert">
          {error}
        </p>
      )}
      <Composer id={`${id}-question`} inputRef={input} onMessage={onMessage} />
      {signedIn && (
        <label class="kyu-choice kyu-note">
          <input
            type="checkbox"
            checked={autoPlay}
            onChange={(e) => $autoPlay.set(e.currentTarget.checked)}
          />
          Read new replies aloud
        </label>
      )}
    </section>
  );
}
