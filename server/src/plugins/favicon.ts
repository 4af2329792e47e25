import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REPO_ROOT } from '../config';
import { findWhiteLabel } from '../modules/auth/white-label';

/** Kyu's own icon, from the portal's sources (there before any build). */
const KYU_ICON = 'demo-site/public/favicons/default/favicon-32.png';

/**
 * `GET /favicon.ico`, which browsers ask for on their own (bookmarks, tabs, history) whatever a
 * page links: the school's favicon on the school's domain when it uploaded one, else Kyu's. The
 * portal's pages link their brand's or school's icons themselves (core/src/branding).
 */
export const faviconPlugin = fp(async (app: FastifyInstance, opts: { root?: string }) => {
  const file = join(opts.root ?? REPO_ROOT, KYU_ICON);
  app.get('/favicon.ico', { schema: { hide: true } }, async (request, reply) => {
    const own = (await findWhiteLabel(app.db, request.host))?.images.favicon;
    reply.header('cache-control', 'public, max-age=3600');
    if (own) return reply.redirect(own);
    return reply.type('image/png').send(await readFile(file));
  });
});
