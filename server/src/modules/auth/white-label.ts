import {
  COLOUR_KEYS,
  IMAGE_KEYS,
  type Colours,
  type Images,
  type WhiteLabel,
} from '@kyu/core/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/problem';
import { findSchoolByDomain } from './queries';

/**
 * The host name a school registers: lower-case, without scheme, path, port, trailing dot or a
 * leading `www.`, so `https://WWW.Oak.example:443/x` and `oak.example` are the same school.
 */
export function normaliseHost(domain: string): string {
  let host = domain.trim().toLowerCase();
  host = host.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  host = host.split(/[/?#]/)[0] ?? '';
  host = host.replace(/^[^@]*@/, '');
  host = host.startsWith('[') ? host.replace(/^(\[[^\]]*\]).*$/, '$1') : host.replace(/:\d*$/, '');
  return host.replace(/\.$/, '').replace(/^www\./, '');
}

/** `POST /auth/white-label`: the active school whose site is this host; missing slots are null. */
export async function whiteLabelFor(db: Db, domain: string): Promise<WhiteLabel> {
  const host = normaliseHost(domain);
  const school = host ? await findSchoolByDomain(db, [host, `www.${host}`]) : undefined;
  if (!school) throw notFound(`No school uses ${host || 'this address'} for Kyu.`);
  return {
    school_id: school.id,
    school_name: school.schoolName,
    domain_name: school.domainName,
    page_title: school.pageTitle,
    colours: Object.fromEntries(COLOUR_KEYS.map((k) => [k, school.colours[k] ?? null])) as Colours,
    images: Object.fromEntries(IMAGE_KEYS.map((k) => [k, school.images[k] ?? null])) as Images,
    terms_text: school.termsText,
    privacy_text: school.privacyText,
  };
}
