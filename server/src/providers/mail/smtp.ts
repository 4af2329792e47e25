import nodemailer from 'nodemailer';
import type { OutboxRow } from './outbox';

/**
 * A send is cut off after this long, so that it always ends well inside its row's lease
 * (outbox.ts) and its job's expiry (providers/queue): a mail server that stalls holds nothing.
 */
const SEND_LIMIT_MS = 45_000;

/** The real adapter: one SMTP transport for the process, configured by SMTP_URL. */
export function smtpSender(smtpUrl: string) {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return async (row: OutboxRow) => {
    await transport.sendMail({
      from: row.fromAddress,
      to: row.toAddress,
      subject: row.subject,
      text: row.text,
      ...(row.html ? { html: row.html } : {}),
      ...(row.replyTo ? { replyTo: row.replyTo } : {}),
      // The same on every attempt, so a mail sent twice (outbox.ts says when that can happen)
      // reads as one message to the mail clients that merge by Message-ID.
      messageId: messageIdOf(row),
      signal: AbortSignal.timeout(SEND_LIMIT_MS),
    });
  };
}

function messageIdOf(row: Pick<OutboxRow, 'id' | 'createdAt' | 'fromAddress'>) {
  const domain = /@([^\s<>@]+)>?$/.exec(row.fromAddress.trim())?.[1] ?? 'kyu.localhost';
  return `<kyu-mail.${row.id}.${row.createdAt.getTime()}@${domain}>`;
}
