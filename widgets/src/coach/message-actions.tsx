import { useStore } from '@nanostores/preact';
import { bookmark, dislike, like, speak, stopSpeaking, $speaking } from '@kyu/core/chat';
import type { ChatMessage } from '@kyu/core/contract';
import { problemMessage } from '@kyu/core/api';
import { useAction } from '../shared';

/** Like, dislike, bookmark and read aloud for one of the coach's messages. */
export function MessageActions({ message, signedIn }: { message: ChatMessage; signedIn: boolean }) {
  const speaking = useStore($speaking) === message.id;
  const { pending, error, run } = useAction();
  const toggle = (action: (id: number) => Promise<void>) => () => run(() => action(message.id));
  return (
    <div class="kyu-actions">
      <button type="button" aria-pressed={message.liked} disabled={pending} onClick={toggle(like)}>
        Like
      </button>
      <button
        type="button"
        aria-pressed={message.disliked}
        disabled={pending}
        onClick={toggle(dislike)}
      >
        Dislike
      </button>
      {signedIn && (
        <>
          <button
            type="button"
            aria-pressed={message.bookmarked}
            disabled={pending}
            onClick={toggle(bookmark)}
          >
            Bookmark
          </button>
          <button
            type="button"
            aria-pressed={speaking}
            onClick={() => (speaking ? stopSpeaking() : void speak(message.id, message.text))}
          >
            Read aloud
          </button>
        </>
      )}
      {error ? (
        <span class="kyu-meta" role="alert">
          {problemMessage(error)}
        </span>
      ) : null}
    </div>
  );
}
