/**
 * The few product constants sign-in needs. They are defined once in core/src/constants, which
 * the server may not import (it reaches core's contract only, and core's root pulls in browser
 * code), so they are restated here with the same names; the role ids are wire values of the
 * API (overview §3) and cannot drift without breaking every client anyway.
 */

/** User role ids as the API sends them. */
export const UserRole = {
  student: 1,
  teacher: 2,
  admin: 3,
  curriculum: 4,
  curriculumGuest: 5,
  parent: 6,
} as const;

/** How long a magic link, a sign-in hand-off or a reset link stays valid. */
export const LINK_TTL_MINUTES = 10;

/** The product slug of the parent area (`/academy/...`), as in `is_from_academy_new_buy_page`. */
export const PRODUCT = 'academy';
