import { describe, expect, it } from 'vitest';
import { checkCard, luhnValid, type CardForm } from './cards';

const now = new Date('2030-06-15T12:00:00Z');
const card = (overrides: Partial<CardForm> = {}) =>
  checkCard({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', ...overrides }, now);
const errorsOf = (overrides: Partial<CardForm>) => {
  const result = card(overrides);
  return result.ok ? {} : result.errors;
};
const outcomeOf = (number: string, cvc = '123') => {
  const result = card({ number, cvc });
  return result.ok ? result.outcome : result.errors;
};

describe('test checkout cards', () => {
  it('pays with 4242 4242 4242 4242', () => {
    expect(card()).toEqual({ ok: true, brand: 'visa', last4: '4242', outcome: { paid: true } });
  });

  it('declines 4000 0000 0000 0002 and 9995 for insufficient funds, as Stripe does', () => {
    expect(outcomeOf('4000 0000 0000 0002')).toEqual({
      paid: false,
      code: 'card_declined',
      message: 'Your card was declined.',
    });
    expect(outcomeOf('4000 0000 0000 9995')).toMatchObject({
      paid: false,
      code: 'insufficient_funds',
    });
  });

  it("gives each of Stripe's other published declines its reason", () => {
    expect(outcomeOf('4000000000000069')).toMatchObject({ code: 'expired_card' });
    expect(outcomeOf('4000000000000127')).toMatchObject({ code: 'incorrect_cvc' });
    expect(outcomeOf('4000000000000119')).toMatchObject({ code: 'processing_error' });
    expect(outcomeOf('4000000000009987')).toMatchObject({ code: 'lost_card' });
    expect(outcomeOf('4000000000009979')).toMatchObject({ code: 'stolen_card' });
  });

  it("pays with Stripe's test cards of other brands", () => {
    expect(outcomeOf('5555 5555 5555 4444')).toEqual({ paid: true });
    expect(outcomeOf('3782 822463 10005', '1234')).toEqual({ paid: true });
    expect(outcomeOf('6011 1111 1111 1117')).toEqual({ paid: true });
  });

  it('declines any other valid number as not a test card, charging nothing', () => {
    // Luhn-valid, but on no list: a real card typed into a test checkout.
    expect(outcomeOf('4111 1111 1111 1111')).toMatchObject({
      paid: false,
      code: 'not_a_test_card',
      message: expect.stringContaining('Nothing was charged'),
    });
  });

  it('reads a number grouped with spaces and dashes', () => {
    expect(outcomeOf('4242-4242-4242-4242')).toEqual({ paid: true });
    expect(outcomeOf(' 4242 4242-4242  4242 ')).toEqual({ paid: true });
  });

  it('refuses other characters in a number', () => {
    expect(errorsOf({ number: '4242.4242.4242.4242' }).number).toEqual([
      'Enter the card number in digits.',
    ]);
    expect(errorsOf({ number: '4242 4242 4242 424a' }).number).toHaveLength(1);
    expect(errorsOf({ number: '' }).number).toHaveLength(1);
  });

  it('takes 19-digit numbers that pass the Luhn check, and nothing longer', () => {
    expect(outcomeOf('6205 5000 0000 0000 004')).toEqual({ paid: true });
    expect(errorsOf({ number: '6205 5000 0000 0000 005' }).number).toEqual([
      'This card number is not valid; check it for a typo.',
    ]);
    expect(errorsOf({ number: '62055000000000000040' }).number).toEqual([
      'A card number has 12 to 19 digits.',
    ]);
    expect(errorsOf({ number: '42424242424' }).number).toHaveLength(1);
  });

  it('refuses a number with one digit wrong', () => {
    expect(errorsOf({ number: '4242 4242 4242 4241' }).number).toHaveLength(1);
  });

  it('holds every published test number to the Luhn check', () => {
    for (const number of ['4242424242424242', '4000000000000002', '4000000000009995']) {
      expect(luhnValid(number)).toBe(true);
    }
    expect(luhnValid('4000000000000001')).toBe(false);
  });

  it('takes an expiry as MM/YY, M/YY, MM / YYYY or MMYY', () => {
    for (const expiry of ['12/34', '1/31', '07 / 2031', '0731', ' 06/30 ']) {
      expect(errorsOf({ expiry }), expiry).toEqual({});
    }
  });

  it('refuses month 13, a past month and a malformed expiry', () => {
    expect(errorsOf({ expiry: '13/30' }).expiry).toEqual(['The expiry month is from 01 to 12.']);
    expect(errorsOf({ expiry: '00/30' }).expiry).toHaveLength(1);
    expect(errorsOf({ expiry: '02/20' }).expiry).toEqual(['This card has expired.']);
    expect(errorsOf({ expiry: '05/30' }).expiry).toEqual(['This card has expired.']);
    for (const expiry of ['12-34', '1234567', 'ab/cd', '', '12/3']) {
      expect(errorsOf({ expiry }).expiry, expiry).toEqual(['Enter the expiry as MM/YY.']);
    }
  });

  it('lets a card be used through the last day of its expiry month', () => {
    expect(errorsOf({ expiry: '06/30' })).toEqual({});
  });

  it('refuses an expiry more than 20 years ahead', () => {
    expect(errorsOf({ expiry: '01/2051' }).expiry).toEqual(['The expiry year is too far ahead.']);
  });

  it('asks three digits of CVC, and four for American Express', () => {
    expect(errorsOf({ cvc: '12a' }).cvc).toEqual(['The security code is 3 digits.']);
    expect(errorsOf({ cvc: 'abc' }).cvc).toHaveLength(1);
    expect(errorsOf({ cvc: '1234' }).cvc).toHaveLength(1);
    expect(errorsOf({ cvc: '' }).cvc).toHaveLength(1);
    expect(errorsOf({ number: '378282246310005', cvc: '123' }).cvc).toEqual([
      'The security code is 4 digits.',
    ]);
    expect(errorsOf({ number: '378282246310005', cvc: '1234' })).toEqual({});
  });

  it('reports every wrong field at once', () => {
    expect(Object.keys(errorsOf({ number: '1', expiry: '13/30', cvc: 'x' }))).toEqual([
      'number',
      'expiry',
      'cvc',
    ]);
  });
});
