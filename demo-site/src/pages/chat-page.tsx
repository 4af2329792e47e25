import { useStore } from '@nanostores/preact';
import { $schoolName } from '@kyu/core/branding';
import { UserRole } from '@kyu/core/constants';
import { $user } from '@kyu/core/session';
import { Coach } from '@kyu/widgets/coach';

/** /chat: the conversation filling the page, for students and guests alike. */
export function ChatPage() {
  const user = useStore($user);
  const school = useStore($schoolName);
  return (
    <div class="chat-page">
      <header class="chat-head">
        <h1>Chat with {school ?? 'Kyu'}</h1>
        {/* A student has their navigation around the chat; a guest is offered sign-in. */}
        {!user && <a href="/login">Sign in to keep your history</a>}
        {user && user.user_role_id !== UserRole.student && <a href="/">Back to your home</a>}
      </header>
      {/* No heading: the coach names itself after the school on a white-labelled domain. */}
      <Coach mode="inline" />
    </div>
  );
}
