import nodemailer from 'nodemailer';
import type { MailMessage } from './types';

/** The real adapter: one SMTP transport for the process, configured by SMTP_URL. */
export function smtpSender(smtpUrl: string, from: string) {
  const transport = nodemailer.createTransport(smtpUrl);
  return async (message: MailMessage) => {
    await transport.sendMail({
      from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    });
  };
}
