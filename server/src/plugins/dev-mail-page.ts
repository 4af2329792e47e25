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

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width,initial-scale=1"><style>${STYLE}</style></head>
<body>${body}</body></html>`;
}

function article(row: OutboxRow) {
  const links = linksIn(row.text);
  return `<article id="mail-${row.id}">
<h2><a href="/dev/mail/${row.id}">${escapeHtml(row.subject)}</a></h2>
<div class="meta">To <strong>${escapeHtml(row.toAddress)}</strong> · from ${escapeHtml(row.fromAddress)}${
    row.replyTo ? ` · reply to ${escapeHtml(row.replyTo)}` : ''
  } · <time datetime="${row.createdAt.toISOString()}">${escapeHtml(row.createdAt.toUTCString())}</time> · ${row.transport}</div>
${row.error ? `<p class="error">Not delivered: ${escapeHtml(row.error)}</p>` : ''}
<pre>${escapeHtml(row.text)}</pre>
${links.length ? `<ul class="links">${links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('')}</ul>` : ''}
</article>`;
}

export function mailboxPage(rows: OutboxRow[], to: string | undefined) {
  const heading = to ? `Mail to ${escapeHtml(to)}` : 'Development mailbox';
  const intro = `<p class="meta">Every e-mail Kyu sends, newest first. Without SMTP_URL this is where they go.
JSON for tests: <a href="/dev/mail.json">/dev/mail.json</a>${to ? ` · <a href="/dev/mail">all mail</a>` : ''}</p>`;
  const list = rows.length ? rows.map(article).join('\n') : '<p>No mail yet.</p>';
  return page(heading, `<h1>${heading}</h1>${intro}${list}`);
}

export function messagePage(row: OutboxRow) {
  return page(row.subject, `<p><a href="/dev/mail">← All mail</a></p>${article(row)}`);
}
