import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { tooMany } from '../../lib/problem';

/**
 * Per-address limits on the auth calls that send mail, create accounts or are cheap to flood,
 * on top of the failed-sign-in rule of login-limits.ts. Sign-in itself has no request limit
 * here: a school's pupils share one address, and wrong passwords are already bounded.
 *
 * The counts live in this process's memory. With several server processes each keeps its own,
 * so the real limit is this times the number of processes; to share them, register the plugin
 * with `redis: new Redis(REDIS_URL)` (ioredis), which this deployment does not need yet.
 */
export const RATE_LIMITS = {
  signup: { max: 20, timeWindow: '1 minute' },
  mailedLink: { max: 10, timeWindow: '1 minute' },
  passwordReset: { max: 10, timeWindow: '1 minute' },
  // Every portal page load asks, and a whole school shares one address.
  whiteLabel: { max: 120, timeWindow: '1 minute' },
} as const;

/** Registers the limiter for the routes of this plugin that opt in with `config.rateLimit`. */
export async function registerRateLimits(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      tooMany(
        `Too many requests from your network. Try again in ${context.after}.`,
        context.ttl / 1000,
      ),
  });
}
