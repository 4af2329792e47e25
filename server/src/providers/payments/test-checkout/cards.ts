// The card form of the test checkout, checked as Stripe's test mode checks it. Pure: the clock
// comes in. The numbers are Stripe's published test cards, so a school that later switches to
// Stripe tries the same numbers with the same outcomes.

/** What the parent typed. */
export interface CardForm {
  number: string;
  /** MM/YY, MM / YYYY or MMYY. */
  expiry: string;
  cvc: string;
}

type Field = keyof CardForm;

type CardBrand =
  'amex' | 'visa' | 'mastercard' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown';

export type DeclineCode =
  | 'card_declined'
  | 'insufficient_funds'
  | 'lost_card'
  | 'stolen_card'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'processing_error'
  | 'not_a_test_card';

export type CardCheck =
  | { ok: false; errors: Partial<Record<Field, string[]>> }
  | {
      ok: true;
      brand: CardBrand;
      last4: string;
      outcome: { paid: true } | { paid: false; code: DeclineCode; message: string };
    };

/** Stripe's published test numbers that pay, one per brand and kind. */
const PAYING = new Set([
  '4242424242424242',
  '4000056655665556',
  '5555555555554444',
  '2223003122003222',
  '5200828282828210',
  '5105105105105100',
  '378282246310005',
  '371449635398431',
  '6011111111111117',
  '6011000990139424',
  '3056930009020004',
  '36227206271667',
  '3566002020360505',
  '6200000000000005',
  '6205500000000000004',
]);

/** Stripe's published test numbers that are declined, with the reason each gives. */
const DECLINING: Record<string, [DeclineCode, string]> = {
  '4000000000000002': ['card_declined', 'Your card was declined.'],
  '4000000000009995': ['insufficient_funds', 'Your card has insufficient funds.'],
  '4000000000009987': ['lost_card', 'Your card was declined.'],
  '4000000000009979': ['stolen_card', 'Your card was declined.'],
  '4000000000000069': ['expired_card', 'Your card has expired.'],
  '4000000000000127': ['incorrect_cvc', "Your card's security code is incorrect."],
  '4000000000000119': [
    'processing_error',
    'An error occurred while processing your card. Try again in a little bit.',
  ],
};

/** Whether the digits pass the Luhn check that every card number carries. */
export function luhnValid(digits: string) {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

function brandOf(digits: string): CardBrand {
  if (/^3[47]/.test(digits) && digits.length === 15) return 'amex';
  if (/^4/.test(digits)) return 'visa';
  if (/^(?:5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^(?:6011|65|64[4-9])/.test(digits)) return 'discover';
  if (/^(?:30[0-5]|36|38|39)/.test(digits)) return 'diners';
  if (/^35/.test(digits)) return 'jcb';
  if (/^62/.test(digits)) return 'unionpay';
  return 'unknown';
}

function numberProblem(digits: string) {
  if (!/^\d+$/.test(digits)) return 'Enter the card number in digits.';
  if (digits.length < 12 || digits.length > 19) return 'A card number has 12 to 19 digits.';
  if (!luhnValid(digits)) return 'This card number is not valid; check it for a typo.';
  return null;
}

function expiryProblem(expiry: string, now: Date) {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry) ?? /^(\d{2})(\d{2})$/.exec(expiry);
  if (!match) return 'Enter the expiry as MM/YY.';
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return 'The expiry month is from 01 to 12.';
  // A card works through the last day of its expiry month.
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const expiryMonth = year * 12 + month - 1;
  if (expiryMonth < thisMonth) return 'This card has expired.';
  if (year > now.getUTCFullYear() + 20) return 'The expiry year is too far ahead.';
  return null;
}

/** The form's field errors, or the outcome of paying with this card in test mode. */
export function checkCard(form: CardForm, now: Date): CardCheck {
  // Spaces and dashes are how people group the digits; anything else is a mistake to show.
  const digits = form.number.replace(/[\s-]/g, '');
  const cvc = form.cvc.trim();
  const brand = brandOf(digits);
  const errors: Partial<Record<Field, string[]>> = {};
  const number = numberProblem(digits);
  if (number) errors.number = [number];
  const expiry = expiryProblem(form.expiry.trim(), now);
  if (expiry) errors.expiry = [expiry];
  const cvcLength = brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(cvc)) {
    errors.cvc = [`The security code is ${cvcLength} digits.`];
  }
  if (Object.keys(errors).length) return { ok: false, errors };

  const last4 = digits.slice(-4);
  if (PAYING.has(digits)) return { ok: true, brand, last4, outcome: { paid: true } };
  const [code, message] = DECLINING[digits] ?? [
    'not_a_test_card',
    'This is a test checkout: it takes only test cards, such as 4242 4242 4242 4242. Nothing was charged.',
  ];
  return { ok: true, brand, last4, outcome: { paid: false, code, message } };
}
