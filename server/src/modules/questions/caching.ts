import type { FastifyReply } from 'fastify';

/** How long a client may keep an answer asked with `cache=true`. */
export const CACHE_SECONDS = 300;

/**
 * `cache=true` lets the browser keep the answer a few minutes (questions rarely change while a
 * quiz is open); otherwise it must ask again. Signed-in answers are never kept by shared caches.
 */
export function cacheFor(reply: FastifyReply, cache: boolean | undefined, scope = 'private') {
  reply.header('cache-control', cache ? `${scope}, max-age=${CACHE_SECONDS}` : 'no-store');
}
