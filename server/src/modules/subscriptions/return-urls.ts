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

/** A host every browser resolves to its own machine: localhost and its subdomains, 127/8, ::1. */
function isLoopback(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127(?:\.\d{1,3}){3}$/.test(hostname)
  );
}

/**
 * One of Kyu's origins, or a loopback alias of a loopback one with its scheme and port: a
 * parent who opened http://127.0.0.1:8080 while PUBLIC_URL says localhost comes back where they
 * were. Only a loopback origin has aliases, and they lead to the parent's own machine, so no
 * page of anyone else's can be reached this way; a Host or Origin header is never trusted.
 */
function isKyuOrigin(url: URL, kyuOrigins: string[]): boolean {
  if (kyuOrigins.includes(url.origin)) return true;
  if (!isLoopback(url.hostname)) return false;
  return kyuOrigins.some((origin) => {
    const kyu = new URL(origin);
    return isLoopback(kyu.hostname) && kyu.protocol === url.protocol && kyu.port === url.port;
  });
}

/**
 * Where the payment page sends the parent back. Only Kyu's own origins (PUBLIC_URL, CORS_ORIGINS,
 * and a loopback one's aliases) or an active school's registered site qualify; anything else is refused, so a checkout link
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
  if (isKyuOrigin(url, kyuOrigins)) {
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
