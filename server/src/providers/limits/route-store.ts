import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { LimitStore } from './types';

type Incr = InstanceType<FastifyRateLimitStoreCtor>['incr'];
type RouteOptions = Parameters<InstanceType<FastifyRateLimitStoreCtor>['child']>[0] & {
  routeInfo?: { method?: string | string[]; url?: string };
};

/**
 * @fastify/rate-limit's store over a {@link LimitStore}, so the per-route request limits live
 * where the sign-in limits do: PostgreSQL by default, Redis when REDIS_URL is set. Each route
 * counts apart (`child` names it), a fixed window per address as the plugin expects.
 */
export function routeLimitStore(store: LimitStore, clock: () => number = Date.now) {
  class RouteLimitStore {
    constructor(private readonly scope = 'route:') {}

    incr: Incr = (key, callback, timeWindow) => {
      const now = clock();
      store.hit(`${this.scope}${key}`, timeWindow, now, 'fixed').then(
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
