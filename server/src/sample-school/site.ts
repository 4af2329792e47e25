import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { REPO_ROOT } from '../config';
import { schoolPolicy } from './policy';

export interface SampleSchoolOptions {
  /** Where Kyu is served (PUBLIC_URL): the pages' script tag and the policy name it. */
  kyuUrl: string;
  /** The folder of the school's pages; demo-site/school by default. */
  root?: string;
  /** More of the school's own routes, under the same policy (the end-to-end tests add pages). */
  routes?: (app: FastifyInstance, kyuUrl: string) => void | Promise<void>;
}

/**
 * The sample school's site: a third party's pages on an origin of their own, which embed Kyu by
 * its script tag alone, the way a school does. Each page's `%KYU_URL%` is filled in with Kyu's
 * address; every response carries the school's strict Content-Security-Policy. Pages are read
 * per request, so editing one needs no restart. A plugin on its own Fastify instance, and
 * `routes` adds the school's own server code beside the pages.
 */
export async function sampleSchoolSite(app: FastifyInstance, opts: SampleSchoolOptions) {
  const root = opts.root ?? join(REPO_ROOT, 'demo-site/school');
  const kyuUrl = opts.kyuUrl.replace(/\/$/, '');
  const policy = schoolPolicy(kyuUrl);

  app.addHook('onSend', async (_request, reply) => {
    reply.header('content-security-policy', policy);
    reply.header('x-content-type-options', 'nosniff');
    // A page with a signed-in pupil's token says no-store itself; the rest is revalidated.
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
  });

  const pages = (await readdir(root)).filter((file) => file.endsWith('.html'));
  for (const page of pages) {
    const paths = page === 'index.html' ? ['/', '/index.html'] : [`/${page}`];
    for (const path of paths) {
      app.get(path, async (_request, reply) => {
        const html = await readFile(join(root, page), 'utf8');
        return reply.type('text/html; charset=utf-8').send(html.replaceAll('%KYU_URL%', kyuUrl));
      });
    }
  }
  await opts.routes?.(app, kyuUrl);
  // The school's stylesheets and scripts, as they are; the pages were answered above.
  await app.register(fastifyStatic, {
    root,
    index: false,
    allowedPath: (path) => !path.endsWith('.html'),
  });
}
