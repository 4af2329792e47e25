import type { OutboxRow } from '../providers/mail/outbox';
import { trimEndWhere } from '../lib/text-scan';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to place in HTML content and quoted attributes. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Every http(s) link in a mail's text, in order, without trailing punctuation. */
export function linksIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"']+/g)].map((m) =>
    trimEndWhere(m[0], (c) => '.,;:!?)]'.includes(c)),
  );
}

/** A message as /dev/mail.json answers it. */
export function mailJson(row: OutboxRow) {
  return {
    id: row.id,
    to: row.toAddress,
    from: row.fromAddress,
    reply_to: row.replyTo,
    subject: row.subject,
    text: row.text,
    html: row.html,
    links: linksIn(row.text),
    transport: row.transport,
    sent_at: row.sentAt?.toISOString() ?? null,
    error: row.error,
    created_at: row.createdAt.toISOString(),
  };
}

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#1d2733}
article{border:1px solid #d5dde5;border-radius:8px;padding:1rem 1.25rem;margin:1rem 0}
h1{font-size:1.4rem}h2{font-size:1.1rem;margin:.2rem 0}.meta{color:#5b6b7b;font-size:.9rem}
pre{white-space:pre-wrap;background:#f5f7f9;padding:.75rem;border-radius:6px}.error{color:#b3261e}
ul.links a{word-break:break-all}`;

/**
 * The mailbox page, the same for everyone and holding no mail: dev-mailbox.js fills it in from
 * /dev/mail.json with the signed-in administrator's token (`?to=` shows one address's mail).
 */
export const MAILBOX_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title>
<meta name="viewport" content="width=device-width,initial-scale=1"><style>${STYLE}</style></head>
<body><h1>Development mailbox</h1>
<p class="meta">Every e-mail Kyu sends, newest first. Without SMTP_URL this is where they go. Only Kyu's
administrator reads it: sign in as one in this browser (the demo's is admin@example.com) at <a href="/login">/login</a>,
then come back. JSON for tests, with the administrator's Bearer token: /dev/mail.json?to=&lt;address&gt;.</p>
<main id="mailbox" aria-live="polite"><p>Loading…</p></main>
<script src="/dev/mailbox.js"></script></body></html>`;
