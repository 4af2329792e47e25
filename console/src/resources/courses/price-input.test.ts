import { describe, expect, it } from 'vitest';
import { priceText, toCents, toCoursePricesInput, toMainUnit } from './price-input';

describe('course prices as the console edits them', () => {
  it('reads cents as the main unit and back, without float drift', () => {
    expect(toMainUnit(2990)).toBe(29.9);
    expect(toMainUnit(null)).toBe('');
    expect(toCents('29.90')).toBe(2990);
    expect(toCents(0.29)).toBe(29);
    expect(toCents('')).toBeNull();
    expect(toCents('abc')).toBeNull();
    expect(toCents(null)).toBeNull();
  });

  it('writes a price with its currency, and "Not sold" without one', () => {
    expect(
      priceText({
        id: 1,
        amount_cents: 25_000,
        currency: 'sgd',
        provider_price_id: null,
        created_at: '2026-01-01T00:00:00.000Z',
      }),
    ).toBe('250.00 SGD');
    expect(priceText(null)).toBe('Not sold');
  });

  it('sends only the prices: no amount takes an interval off sale, a blank provider id unlinks', () => {
    expect(
      toCoursePricesInput({
        monthly_price: { amount_cents: 2500, currency: ' SGD ', provider_price_id: '  ' },
        annual_price: { amount_cents: null, currency: 'sgd', provider_price_id: 'price_1' },
      }),
    ).toEqual({
      monthly_price: { amount_cents: 2500, currency: 'sgd', provider_price_id: null },
      annual_price: null,
    });
  });
});
