import { domainToASCII } from 'node:url';
import { badRequest } from './problem';

/**
 * A school's domain as it is stored and matched: what a host name canonically is, once lower
 * case, punycode, without `www.` and without a trailing dot. The database holds every stored
 * domain to it (migration 0021's check), so its unique index is unique after normalising.
 */
export const SCHOOL_DOMAIN =
  /^(?!www\.)(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

const SCHEME = /^[a-z][a-z0-9+.-]*$/i;

/** Where the first of these characters is, or the end. */
function firstOf(text: string, characters: string) {
  let at = text.length;
  for (const c of characters) {
    const i = text.indexOf(c);
    if (i !== -1 && i < at) at = i;
  }
  return at;
}

/**
 * The one form of a host name that stores and looks up a school, from a typed domain, a Host
 * header, an Origin or a whole URL: `https://WWW.Oak.Example.:8443/x` and `oak.example` are both
 * `oak.example`, and `Bücher.example` is `xn--bcher-kva.example` (node:url's domainToASCII, as
 * browsers send it). An IPv6 literal keeps its brackets; what is no host name at all gives ''.
 * A scan rather than regular expressions, so a hostile value costs time in its length only.
 */
export function normaliseDomain(input: string): string {
  let host = input.trim();
  const scheme = host.indexOf('://');
  if (scheme > 0 && SCHEME.test(host.slice(0, scheme))) host = host.slice(scheme + 3);
  host = host.slice(0, firstOf(host, '/?#'));
  host = host.slice(host.lastIndexOf('@') + 1);
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    return end === -1 ? '' : host.slice(0, end + 1).toLowerCase();
  }
  const port = host.lastIndexOf(':');
  if (port !== -1) host = host.slice(0, port);
  host = domainToASCII(host);
  // All of them, so that a normalised value normalises to itself.
  while (host.endsWith('.')) host = host.slice(0, -1);
  while (host.startsWith('www.')) host = host.slice(4);
  return host;
}

/**
 * A domain a school is saved with: normalised, or null for none (blank). One that is no host
 * name once normalised (a space, an empty label, a label over 63 characters) is a 400 naming
 * `domain_name`.
 */
export function schoolDomainOf(input: string | null): string | null {
  if (input === null || !input.trim()) return null;
  const domain = normaliseDomain(input);
  if (!SCHOOL_DOMAIN.test(domain)) {
    throw badRequest(`${JSON.stringify(input.slice(0, 100))} is not a host name.`, {
      domain_name: ['must be a host name such as hillside.example.org'],
    });
  }
  return domain;
}
