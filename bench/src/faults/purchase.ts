/**
 * A parent buying a course for their child through the embedded test checkout, as the portal
 * does: open the checkout (POST /subscription/checkout; the same cart asked again answers the
 * same checkout), then pay on its page with Stripe's test card (a paid checkout paid again keeps
 * nothing). Both are retried like every call; the payment is acknowledged by the 303 to the
 * success page. The checkout then sends its Stripe-shaped events to Kyu's webhook by itself.
 */
import { answered, attempt, call, headers } from './client';
import type { ScenarioReport } from './report';

export interface Family {
  token: string;
  email: string;
  childId: number;
}

export async function purchase(
  report: ScenarioReport,
  target: { api: string; publicUrl: string; retryForMs: number },
  family: Family,
  priceId: string,
  from: string,
): Promise<boolean> {
  const opened = await attempt(
    report,
    'checkouts opened (POST /subscription/checkout)',
    async () =>
      answered(
        await call(`${target.api}/subscription/checkout`, {
          method: 'POST',
          headers: headers({ token: family.token, from }),
          body: JSON.stringify({
            app_domain: target.publicUrl,
            student_id: family.childId,
            price_ids: [priceId],
            checkout_mode: 'monthly',
          }),
        }),
        async (res) => ((await res.json()) as { checkout_url: string }).checkout_url,
      ),
    target.retryForMs,
  );
  const page = opened.value;
  if (!page) return false;
  const card = { number: '4242424242424242', expiry: '12/40', cvc: '123', name: 'Pat Parent' };
  const paid = await attempt(
    report,
    'payments (POST /test-checkout/{id})',
    async () =>
      answered(
        await call(page, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': from },
          body: new URLSearchParams(card).toString(),
          redirect: 'manual',
        }),
        async (res) => res.arrayBuffer(),
        [303],
      ),
    target.retryForMs,
  );
  return paid.value !== null;
}
