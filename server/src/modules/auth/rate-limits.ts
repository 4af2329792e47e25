/**
 * Per-address request limits on the auth calls that send mail, create accounts or are cheap to
 * flood, on top of the failed-sign-in rules of login-limits.ts. The limiter itself is registered
 * once for the app (plugins/security.ts: opt-in per route, answers a 429 problem with
 * Retry-After) and counts in the app's limit store: PostgreSQL, or Redis when REDIS_URL is set.
 *
 * A whole school shares one address, so each limit is sized for a school, not a person:
 * - signup: a class of 60 signs up in the same few minutes, and another class may follow in
 *   the hour; a script making accounts stops at 100 an hour from one address.
 * - mailed links: a class asking for sign-in or reset links together; each e-mail address is
 *   also held to 5 links per half hour (one-time-tokens.ts), so nobody's inbox is flooded.
 * - white-label: every portal page load of every pupil asks.
 * Sign-in itself has no request limit: its wrong passwords are bounded per account, device
 * and network instead, which a school's shared address cannot trip by itself.
 */
export const RATE_LIMITS = {
  signup: { max: 100, timeWindow: '1 hour' },
  mailedLink: { max: 60, timeWindow: '10 minutes' },
  passwordReset: { max: 60, timeWindow: '10 minutes' },
  whiteLabel: { max: 1000, timeWindow: '1 minute' },
} as const;
