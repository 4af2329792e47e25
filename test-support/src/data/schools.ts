import { COLOUR_KEYS, IMAGE_KEYS } from '@kyu/core/constants';
import type { AdminCourse, AdminSchool, Colours, Images, WhiteLabel } from '@kyu/core/contract';

/** Every colour slot unset. */
export const noColours = () => Object.fromEntries(COLOUR_KEYS.map((k) => [k, null])) as Colours;

/** Every image slot empty. */
export const noImages = () => Object.fromEntries(IMAGE_KEYS.map((k) => [k, null])) as Images;

/** A school's white-label record with nothing but a name and a domain set. */
export const makeWhiteLabel = (overrides: Partial<WhiteLabel> = {}): WhiteLabel => ({
  school_id: 1,
  school_name: 'Hillside Primary',
  domain_name: 'hillside.example',
  page_title: null,
  colours: noColours(),
  images: noImages(),
  terms_text: null,
  privacy_text: null,
  ...overrides,
});

/** A school as the admin list shows one: active, unbranded. */
export const makeAdminSchool = (overrides: Partial<AdminSchool> = {}): AdminSchool => ({
  id: 7,
  school_name: 'Hillside High',
  domain_name: 'hillside.example.org',
  page_title: null,
  terms_text: null,
  privacy_text: null,
  colours: noColours(),
  images: noImages(),
  is_active: true,
  leagues_enabled: true,
  league_scope: 'school',
  created_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

/** A school's course as the console's courses list shows it: sold by the month, not yet linked. */
export const makeAdminCourse = (overrides: Partial<AdminCourse> = {}): AdminCourse => ({
  id: 21,
  name: 'Primary 5 Mathematics',
  subject_id: 1,
  academic_level_id: 5,
  school_id: 7,
  is_active: true,
  monthly_price: {
    id: 301,
    amount_cents: 2500,
    currency: 'sgd',
    provider_price_id: null,
    created_at: '2026-01-01T00:00:00.000Z',
  },
  annual_price: null,
  ...overrides,
});
