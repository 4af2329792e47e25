import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RouteCounts } from './batched';

type Incr = InstanceType<FastifyRateLimitStoreCtor>['incr'];
type RouteOptions = Parameters<InstanceType<FastifyRateLimitStoreCtor>['child']>[0] & {
  routeInfo?: { method?: string | string[]; url?: string };
};

/**
 * @fastify/rate-limit's store over the app's limit store, so the per-route request limits live
 * where the sign-in limits do: PostgreSQL by default (in batches, see batched.ts), Redis when
 * REDIS_URL is set. Each route counts apart (`child` names it), a fixed window per key as the
 * plugin expects: the address, or the account where a route says so (lib/request-limits.ts).
 */
export function routeLimitStore(counts: RouteCounts, clock: () => number = Date.now) {
  class RouteLimitStore {
    constructor(private readonly scope = 'route:') {}

    incr: Incr = (key, callback, timeWindow, max) => {
      const now = clock();
      counts.hit(`${this.scope}${key}`, timeWindow, max, now).then(
        (counter) => callback(null, { current: counter.count, ttl: counter.expiresAt - now }),
        (error: Error) => callback(error),
      );
    };

    child(routeOptions: RouteOptions) {
      const { method = '', url = '' } = routeOptions.routeInfo ?? {};
      return new RouteLimitStore(`route:${String(method)}${url}:`);
    }
  }
  return RouteLimitStore as unknown as FastifyRateLimitStoreCtor;
}
