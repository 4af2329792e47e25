import { useStore } from '@nanostores/preact';
import { useState } from 'preact/hooks';
import { $user } from '@kyu/core/session';
import { CONTACT_MESSAGE_MAX, sendContactMessage } from '@kyu/core/support';

/** /support: the contact form, which mails support with the visitor's address to reply to. */
export function SupportPage() {
  const user = useStore($user);
  const [email, setEmail] = useState(user?.email ?? '');
  const [message, setMessage] = useState('');
  const [refusal, setRefusal] = useState<Awaited<ReturnType<typeof sendContactMessage>>>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    const answer = await sendContactMessage({ from_email: email, message });
    setBusy(false);
    setRefusal(answer);
    setSent(answer === null);
  };

  if (sent)
    return (
      <>
        <h1>Support</h1>
        <p class="notice" role="status">
          Thank you. Your message is on its way; we reply to {email.trim()}.
        </p>
      </>
    );
  const fields = refusal?.fields ?? {};
  return (
    <>
      <h1>Support</h1>
      <p>Tell us what went wrong or what you need, and we will reply by e-mail.</p>
      <form class="card form" onSubmit={submit}>
        <label>
          Your e-mail
          <input
            name="from_email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            value={email}
            onInput={(e) => setEmail(e.currentTarget.value)}
            aria-invalid={fields.from_email ? true : undefined}
            aria-describedby={fields.from_email ? 'from_email-error' : undefined}
          />
        </label>
        {fields.from_email && (
          <span id="from_email-error" class="alert">
            {fields.from_email}
          </span>
        )}
        <label>
          Message
          <textarea
            name="message"
            required
            rows={6}
            maxLength={CONTACT_MESSAGE_MAX}
            value={message}
            onInput={(e) => setMessage(e.currentTarget.value)}
            aria-invalid={fields.message ? true : undefined}
            aria-describedby={fields.message ? 'message-error' : undefined}
          />
        </label>
        {fields.message && (
          <span id="message-error" class="alert">
            {fields.message}
          </span>
        )}
        {refusal && (
          <p class="alert" role="alert">
            {refusal.message}
          </p>
        )}
        <button class="button primary" type="submit" disabled={busy}>
          Send
        </button>
      </form>
    </>
  );
}
