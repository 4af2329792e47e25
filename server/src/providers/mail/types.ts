// Apart from index.ts, so that the senders need not import it.

/** One e-mail, as every sender takes it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}
