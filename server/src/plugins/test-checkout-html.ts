import type { CardForm } from '../providers/payments/test-checkout/cards';
import { escapeHtml } from './dev-mail-page';

// The test checkout's page: plain HTML, no script (the strict CSP allows none inline), a form
// posting to itself. Loud about what it is, so nobody mistakes it for a real payment.

export interface CheckoutView {
  id: string;
  amount: string;
  courses: string[];
  cancelUrl: string;
  /** What was typed, shown again after an error (never the CVC). */
  typed?: Partial<CardForm & { name: string }>;
  errors?: Partial<Record<keyof CardForm, string[]>>;
  declined?: string;
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:520px;margin:2rem auto;padding:0 1rem;color:#1d2733}
.banner{background:#fff4ce;border:3px solid #b58100;border-radius:8px;padding:1rem;font-weight:700;font-size:1.1rem}
label{display:block;margin-top:1rem;font-weight:600}input{font:inherit;width:100%;box-sizing:border-box;padding:.5rem;border:1px solid #8a97a5;border-radius:6px}
.error{color:#b3261e;margin:.25rem 0 0}.declined{background:#fde7e9;border:2px solid #b3261e;border-radius:8px;padding:.75rem;margin-top:1rem}
button{font:inherit;font-weight:700;margin-top:1.5rem;padding:.75rem 1.5rem;border:0;border-radius:6px;background:#1d4ed8;color:#fff}
.amount{font-size:1.6rem;font-weight:700}a{color:#1d4ed8}`;

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="icon" href="/favicons/default/favicon-32.png"><style>${STYLE}</style></head><body>
<p class="banner" role="alert">TEST CHECKOUT — no real money moves; use 4242 4242 4242 4242</p>
${body}
</body></html>`;

function field(
  view: CheckoutView,
  name: keyof CardForm | 'name',
  label: string,
  attrs: string,
): string {
  const errors = name === 'name' ? [] : (view.errors?.[name] ?? []);
  const id = `card-${name}`;
  const described = errors.length ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
  const value = name === 'cvc' ? '' : (view.typed?.[name] ?? '');
  return `<label for="${id}">${label}</label>
<input id="${id}" name="${name}" value="${escapeHtml(value)}" ${attrs}${described}>
${errors.length ? `<p class="error" id="${id}-error">${errors.map(escapeHtml).join(' ')}</p>` : ''}`;
}

/** The page of an open checkout, with what went wrong last time, if anything. */
export function checkoutPage(view: CheckoutView): string {
  const courses = view.courses.map((name) => `<li>${escapeHtml(name)}</li>`).join('');
  return page(
    'Test checkout',
    `<h1>Pay for your courses</h1>
<p class="amount">${escapeHtml(view.amount)}</p>
<ul>${courses}</ul>
${view.declined ? `<p class="declined" role="alert">${escapeHtml(view.declined)} Nothing was charged.</p>` : ''}
<form method="post" action="/test-checkout/${encodeURIComponent(view.id)}" novalidate>
${field(view, 'number', 'Card number', 'inputmode="numeric" autocomplete="cc-number" required')}
${field(view, 'expiry', 'Expiry (MM/YY)', 'autocomplete="cc-exp" placeholder="12/34" required')}
${field(view, 'cvc', 'Security code (CVC)', 'inputmode="numeric" autocomplete="cc-csc" required')}
${field(view, 'name', 'Name on card', 'autocomplete="cc-name"')}
<button type="submit">Pay ${escapeHtml(view.amount)}</button>
</form>
<p><a href="${escapeHtml(view.cancelUrl)}">Cancel and go back</a></p>`,
  );
}

/** A checkout that does not exist (or no longer). */
export const missingPage = () =>
  page('Test checkout', '<h1>No such checkout</h1><p>Start again from the cart.</p>');
