import { useStore } from '@nanostores/preact';
import { $speaking, bookmark, dislike, like, speak, stopSpeaking } from '@kyu/core/chat';
import type { ChatMessage } from '@kyu/core/contract';
import { useAction } from '../shared';
import { InlineError } from './inline-error';

const FLAGS = [
  { label: 'Like', flag: 'liked', action: like },
  { label: 'Dislike', flag: 'disliked', action: dislike },
  { label: 'Bookmark', flag: 'bookmarked', action: bookmark },
] as const;

/** Like, dislike, bookmark and read aloud for one of the coach's messages. */
export function MessageActions({ message, signedIn }: { message: ChatMessage; signedIn: boolean }) {
  const speaking = useStore($speaking) === message.id;
  const { pending, error, run } = useAction();
  // Visitors have no bookmarks and no read-aloud: both belong to an account.
  const flags = signedIn ? FLAGS : FLAGS.filter((f) => f.flag !== 'bookmarked');
  return (
    <div class="kyu-actions">
      {flags.map(({ label, flag, action }) => (
        <button
          key={flag}
          type="button"
          aria-pressed={message[flag]}
          disabled={pending}
          onClick={() => run(() => action(message.id))}
        >
          {label}
        </button>
      ))}
      {signedIn && (
        <button
          type="button"
          aria-pressed={speaking}
          onClick={() => (speaking ? stopSpeaking() : void speak(message.id, message.text))}
        >
          Read aloud
        </button>
      )}
      <InlineError error={error} />
    </div>
  );
}
