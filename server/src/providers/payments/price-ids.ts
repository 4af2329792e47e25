import { inArray, or, type SQL } from 'drizzle-orm';
import { coursePrices } from '../../db/schema';

// A course price's id as the payment provider knows it: Stripe's own (`price_…`) once linked in
// course_prices.provider_price_id, else Kyu's own (`price_kyu_<row>`), which only the test
// checkout sells, so a fresh install can sell its catalogue without a Stripe account.

const KYU_PRICE = /^price_kyu_(\d{1,9})$/;

export const priceIdOf = (row: { id: number; providerPriceId: string | null }) =>
  row.providerPriceId ?? `price_kyu_${row.id}`;

/** The course_prices rows these provider price ids name (a condition for `where`). */
export function pricesNamed(ids: string[]): SQL {
  const rowIds = ids.flatMap((id) => {
    const match = KYU_PRICE.exec(id);
    return match ? [Number(match[1])] : [];
  });
  const linked = inArray(coursePrices.providerPriceId, ids.length ? ids : ['']);
  return rowIds.length ? or(linked, inArray(coursePrices.id, rowIds))! : linked;
}
