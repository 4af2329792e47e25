import {
  COLOUR_KEYS,
  IMAGE_KEYS,
  type Colours,
  type Images,
  type WhiteLabel,
} from '@kyu/core/contract';
import type { Db } from '../../db/client';
import { normaliseDomain } from '../../lib/domains';
import { notFound } from '../../lib/problem';
import { findSchoolByDomain } from './queries';

/** `POST /auth/white-label`: the active school whose site is this host; missing slots are null. */
export async function whiteLabelFor(db: Db, domain: string): Promise<WhiteLabel> {
  const record = await findWhiteLabel(db, domain);
  if (!record)
    throw notFound(`No school uses ${normaliseDomain(domain) || 'this address'} for Kyu.`);
  return record;
}

/**
 * `GET /auth/white-label`: the same record, or null when no school uses the host. Every page
 * asks at start-up, Kyu's own hosts too, and a 404 there would be an error in each console.
 */
export async function findWhiteLabel(db: Db, domain: string): Promise<WhiteLabel | null> {
  const host = normaliseDomain(domain);
  const school = host ? await findSchoolByDomain(db, host) : undefined;
  if (!school) return null;
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
