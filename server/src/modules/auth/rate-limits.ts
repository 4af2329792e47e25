/**
 * Per-address request limits on the auth calls that send mail, create accounts or are cheap to
 * flood, on top of the failed-sign-in rule of login-limits.ts. The limiter itself is registered
 * once for the app (plugins/security.ts: opt-in per route, answers a 429 problem with
 * Retry-After); it counts in Redis when REDIS_URL is set, so several processes share one
 * count, and in this process's memory otherwise.
 *
 * Sign-in has no request limit here: a school's pupils share one address, and wrong passwords
 * are already bounded per account and per address.
 */
export const RATE_LIMITS = {
  signup: { max: 20, timeWindow: '1 minute' },
  mailedLink: { max: 10, timeWindow: '1 minute' },
  passwordReset: { max: 10, timeWindow: '1 minute' },
  // Every portal page load asks, and a whole school shares one address.
  whiteLabel: { max: 120, timeWindow: '1 minute' },
} as const;
