import { useStore } from '@nanostores/preact';
import { $sending, $streaming, sendMessage, stopReply } from '@kyu/core/chat';
import { $user } from '@kyu/core/session';
import type { ChatMessage } from '@kyu/core/contract';
import type { Ref } from 'preact';
import { useState } from 'preact/hooks';
import { Attachments } from './attachments';

/**
 * The question box: Enter sends, Shift+Enter starts a new line; Stop ends a reply early. A
 * signed-in student may attach files; the public chat takes text only.
 */
export function Composer({
  id,
  inputRef,
  onMessage,
}: {
  /** The question box's id, unique on the page. */
  id: string;
  inputRef: Ref<HTMLTextAreaElement>;
  onMessage?: (reply: ChatMessage) => void;
}) {
  const sending = useStore($sending);
  const signedIn = useStore($user) !== null;
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);

  const submit = async (event?: Event) => {
    event?.preventDefault();
    const question = text.trim();
    if (!question || sending) return;
    const sent = signedIn ? files : [];
    setText('');
    setFiles([]);
    const reply = await sendMessage(question, sent);
    if (reply) onMessage?.(reply);
    // Refused before anything was said (a rate limit, the network): the question comes back.
    else if ($streaming.get() === null) {
      setText((now) => now || question);
      setFiles((now) => (now.length ? now : sent));
    }
  };

  return (
    <form class="kyu-composer" onSubmit={submit}>
      <label class="kyu-sr" for={id}>
        Ask Kyu
      </label>
      <textarea
        id={id}
        ref={inputRef}
        rows={2}
        maxLength={8000}
        placeholder="Ask Kyu a question…"
        value={text}
        onInput={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter' || e.shiftKey || e.isComposing) return;
          e.preventDefault();
          void submit();
        }}
      />
      {signedIn && <Attachments id={`${id}-files`} files={files} onChange={setFiles} />}
      {sending ? (
        <button type="button" onClick={stopReply}>
          Stop
        </button>
      ) : (
        <button type="submit" class="kyu-primary">
          Send
        </button>
      )}
    </form>
  );
}
