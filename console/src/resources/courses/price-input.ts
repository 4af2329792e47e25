import type { AdminCourse, AdminCoursePricesInput, AdminPriceInput } from '@kyu/core/contract';

/**
 * Prices as an admin reads and types them: in the currency's main unit (25.00), kept by the API
 * in its smallest (2500). Every currency the academy sells in has cents.
 */
export const toMainUnit = (cents: number | null | undefined) =>
  typeof cents === 'number' ? cents / 100 : '';
export const toCents = (amount: number | string | null | undefined) => {
  // A cleared field is no price (the course off sale by it), not a price of 0.
  const value = typeof amount === 'string' ? (amount.trim() ? Number(amount) : null) : amount;
  return value === null || value === undefined || Number.isNaN(value)
    ? null
    : Math.round(value * 100);
};

/** An amount and the course's words for it: `25.00 SGD`, or "Not sold" without a price. */
export const priceText = (price: AdminCourse['monthly_price']) =>
  price ? `${(price.amount_cents / 100).toFixed(2)} ${price.currency.toUpperCase()}` : 'Not sold';

type PriceForm = Partial<{
  amount_cents: number | null;
  currency: string | null;
  provider_price_id: string | null;
}> | null;

/** One interval's price as the API takes it: no amount takes the course off sale by it. */
function toPriceInput(form: PriceForm | undefined): AdminPriceInput | null {
  if (!form || form.amount_cents === null || form.amount_cents === undefined) return null;
  const provider = form.provider_price_id?.trim();
  return {
    amount_cents: form.amount_cents,
    currency: (form.currency ?? '').trim().toLowerCase(),
    provider_price_id: provider ? provider : null,
  };
}

/** What the edit form sends: only the two prices, the rest of the course is not the console's. */
export const toCoursePricesInput = (data: {
  monthly_price?: PriceForm;
  annual_price?: PriceForm;
}): AdminCoursePricesInput => ({
  monthly_price: toPriceInput(data.monthly_price),
  annual_price: toPriceInput(data.annual_price),
});
