import type { InvoiceState } from '../../providers/payments/types';
import type { MailMessage } from '../../providers/mail';

// The two mails a payment sends the payer. Plain words, the amount as the invoice counts it.

const amountOf = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );

const greeting = (name: string | null) => (name ? `Hello ${name},` : 'Hello,');

export function receiptMail(to: string, name: string | null, invoice: InvoiceState): MailMessage {
  const lines = [
    greeting(name),
    '',
    `Thank you: we received ${amountOf(invoice.amountPaid, invoice.currency)} for your Kyu courses.`,
    invoice.hostedInvoiceUrl
      ? `Your receipt: ${invoice.hostedInvoiceUrl}`
      : `Invoice: ${invoice.id}`,
    '',
    'You can manage the subscription from your parent dashboard at any time.',
  ];
  return { to, subject: 'Your Kyu receipt', text: lines.join('\n') };
}

export function paymentFailedMail(
  to: string,
  name: string | null,
  invoice: InvoiceState,
): MailMessage {
  const lines = [
    greeting(name),
    '',
    `We could not take the payment of ${amountOf(invoice.amountDue, invoice.currency)} for your Kyu courses.`,
    'Your child keeps their courses for a few days while you update the card; after that they pause',
    'until the subscription is paid or bought again.',
    '',
    'You can manage the subscription from your parent dashboard.',
  ];
  return { to, subject: 'Your Kyu payment did not go through', text: lines.join('\n') };
}
