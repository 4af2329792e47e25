import { CHECKOUT_SUCCESS_MARKER, PRODUCT } from '@kyu/core/contract';
import type { Queryable } from '../../db/client';
import { badRequest } from '../../lib/problem';
import { activeSchoolByDomain } from '../../db/schools';

/** What the provider fills in with the checkout's id (Stripe's and the test checkout's). */
const SESSION_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';
/** The query parameter a school's page reads to know how the checkout ended. */
const OUTCOME_PARAM = 'kyu_checkout';

export interface ReturnUrls {
  successUrl: string;
  cancelUrl: string;
}

const refuse = () =>
  badRequest('The checkout returns only to Kyu or to a school site registered with Kyu.', {
    app_domain: ['is not Kyu’s own site nor a school’s registered site'],
  });

/**
 * Where the payment page sends the parent back. Only Kyu's own origins (PUBLIC_URL, CORS_ORIGINS)
 * or an active school's registered site qualify; anything else is refused, so a checkout link
 * cannot be made to send a paying parent to someone else's page. On Kyu's origin: the product's
 * success and cancelled pages; on a school's page: that page, with `kyu_checkout=success` (or
 * `cancelled`) and the session id, so its cart sees `success` in the URL and empties.
 */
export async function returnUrlsFor(
  db: Queryable,
  kyuOrigins: string[],
  appDomain: string,
): Promise<ReturnUrls> {
  let url: URL;
  try {
    url = new URL(appDomain);
  } catch {
    throw refuse();
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw refuse();
  if (url.username || url.password) throw refuse();
  if (kyuOrigins.includes(url.origin)) {
    const base = `${url.origin}/${PRODUCT}/checkout`;
    return {
      successUrl: `${base}/${CHECKOUT_SUCCESS_MARKER}?session_id=${SESSION_PLACEHOLDER}`,
      cancelUrl: `${base}/cancelled`,
    };
  }
  if ((await activeSchoolByDomain(db, url.hostname)) === null) throw refuse();
  url.hash = '';
  url.searchParams.delete(OUTCOME_PARAM);
  url.searchParams.delete('session_id');
  const page = url.toString();
  const join = url.search ? '&' : '?';
  return {
    // The placeholder is added as it is: encoded, the provider would not fill it in.
    successUrl: `${page}${join}${OUTCOME_PARAM}=${CHECKOUT_SUCCESS_MARKER}&session_id=${SESSION_PLACEHOLDER}`,
    cancelUrl: `${page}${join}${OUTCOME_PARAM}=cancelled`,
  };
}
