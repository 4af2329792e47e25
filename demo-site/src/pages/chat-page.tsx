import { useStore } from '@nanostores/preact';
import { $user } from '@kyu/core/session';
import { Coach } from '@kyu/widgets/coach';

/** /chat: the whole window for the conversation, for students and guests alike. */
export function ChatPage() {
  const signedIn = useStore($user) !== null;
  return (
    <div class="chat-page">
      <header class="chat-head">
        <h1>Chat with Kyu</h1>
        {signedIn ? (
          <a href="/student/dashboard">Back to your dashboard</a>
        ) : (
          <a href="/login">Sign in to keep your history</a>
        )}
      </header>
      <Coach mode="inline" heading="Kyu coach" />
    </div>
  );
}
