import type { ContactUsBody } from '../contract';
import { api } from '../api/client';
import { fieldErrors, problemMessage } from '../api/model';

/** The longest message the contact form takes, as the server checks it. */
export const CONTACT_MESSAGE_MAX = 5000;

/** Why a contact message was not sent: the sentence, and each field's own error. */
export interface ContactRefusal {
  readonly message: string;
  readonly fields: Record<string, string>;
}

/**
 * Sends a visitor's message to support (`POST /mailer/contact-us`); answers null once sent.
 * A blank message is refused here without a call: there is nothing for support to read.
 */
export async function sendContactMessage(body: ContactUsBody): Promise<ContactRefusal | null> {
  const message = body.message.trim();
  if (!message) return { message: 'Please write a message.', fields: { message: 'is empty' } };
  try {
    await api.post('/mailer/contact-us', { from_email: body.from_email.trim(), message });
    return null;
  } catch (error) {
    return { message: problemMessage(error), fields: fieldErrors(error) };
  }
}
