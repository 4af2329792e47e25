// The tests' second school site: the sample school site's own server code (its policy and
// headers), serving the pages of embed-pages.ts instead of the sample's. Started by Playwright's
// webServer beside Kyu; run from the server's folder, whose dependencies it uses.
import { serveSampleSchool } from '../server/src/sample-school/start';
import { embedPages } from './embed-pages';
import { KYU, PAGES_PORT } from './origins';

const TYPES = { html: 'text/html', js: 'text/javascript', css: 'text/css' } as const;

await serveSampleSchool({
  kyuUrl: KYU,
  port: PAGES_PORT,
  host: '127.0.0.1',
  routes: (app, kyuUrl) => {
    for (const [path, body] of Object.entries(embedPages(kyuUrl))) {
      const type = TYPES[path.split('.').pop() as keyof typeof TYPES];
      app.get(path, (_request, reply) => reply.type(`${type}; charset=utf-8`).send(body));
    }
    // A school that serves Kyu from an address of its own, by redirect.
    app.get('/vendor/tutor.js', (_request, reply) => reply.redirect(`${kyuUrl}/widgets/kyu.js`));
  },
});
console.log(`The tests' school pages are at http://hillside.localhost:${PAGES_PORT}/`);
