/**
 * The tests' own school pages, served at their own origin under the sample school site's strict
 * policy by embed-pages-server.ts: every way a school may load the script tag, a page that does
 * its worst, and one with every widget. Each is plain HTML with the school's scripts and
 * stylesheets beside it, nothing inline, as the policy demands.
 */
export const embedPages = (kyu: string): Record<string, string> => {
  const kyuJs = `${kyu}/widgets/kyu.js`;
  const tag = (attrs: string) =>
    `<script src="${kyuJs}" data-school="hillside.localhost"${attrs}></script>`;
  const coachPage = (head: string) => page(head, '<kyu-coach></kyu-coach>');
  return {
    '/async.html': coachPage(tag(' async')),
    '/defer.html': coachPage(tag(' defer')),
    '/module.html': coachPage(tag(' type="module"')),
    '/blocking.html': coachPage(tag('')),
    '/tag-manager.html': coachPage('<script src="/tag-manager.js" async></script>'),
    // A tag manager adds the script tag after the page has loaded.
    '/tag-manager.js': `addEventListener('load', () => setTimeout(() => {
  const script = document.createElement('script');
  script.src = ${JSON.stringify(kyuJs)};
  script.dataset.school = 'hillside.localhost';
  document.body.append(script);
}, 200));`,
    // The school's own address for Kyu, redirected (see the server): a module, so no currentScript.
    '/redirect.html': coachPage(
      '<script type="module" src="/vendor/tutor.js" data-school="hillside.localhost"></script>',
    ),
    '/hostile.html': page(
      `<link rel="stylesheet" href="/hostile.css"><script src="/hostile.js"></script>` +
        `${tag(' async')}${tag(' defer')}`,
      '<button type="button">A school button</button><kyu-coach></kyu-coach>',
    ),
    // What a school's page may already hold: its own `process`, an AMD loader's `define`, a
    // monitoring script wrapping customElements.define, and globals with short names.
    '/hostile.js': `window.process = { env: { NODE_ENV: 'development' }, browser: true };
window.amdCalls = [];
window.define = function () { window.amdCalls.push([].slice.call(arguments)); };
window.define.amd = { jQuery: true };
window.defined = [];
const realDefine = customElements.define;
customElements.define = function (name, constructor, options) {
  window.defined.push(name);
  return realDefine.call(this, name, constructor, options);
};
var e = 'the school keeps its e', t = 'and its t';`,
    '/hostile.css': `* { font: 20px 'Comic Sans MS', cursive !important; color: red !important;
  letter-spacing: 3px !important; text-transform: uppercase !important; line-height: 3 !important; }
button { all: unset; } div { padding: 40px; } :root { --kyu-primary: lime; }
kyu-coach, kyu-login { border: 5px dashed red !important; }`,
    // A school's shop page, under the careless global CSS, where families buy its courses.
    '/shop.html': page(
      `<link rel="stylesheet" href="/hostile.css">${tag(' async')}`,
      '<kyu-checkout></kyu-checkout>',
    ),
    // A school's page where families redeem the codes printed on its cards.
    '/redeem.html': page(tag(' async'), '<kyu-redeem></kyu-redeem>'),
    // A school's page showing its weekly board: the seeded demo school, the first school of a
    // fresh database; a student signed in on the page sees their own league instead.
    '/leaderboard.html': page(tag(' async'), '<kyu-leaderboard school-id="1"></kyu-leaderboard>'),
    '/widgets.html': page(
      `<link rel="stylesheet" href="/hostile.css">${tag(' async')}`,
      `<kyu-login></kyu-login><kyu-signup></kyu-signup><kyu-forgot-password></kyu-forgot-password>
<kyu-reset-password token="a-token-from-a-link"></kyu-reset-password><kyu-onboarding></kyu-onboarding>
<kyu-coach mode="inline"></kyu-coach>`,
    ),
  };
};

/** A plain school page: `head` after the charset, `body` after a heading and a paragraph. */
const page = (head: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hillside</title>` +
  `<link rel="icon" href="data:,">${head}</head><body><h1>Hillside Primary School</h1>` +
  `<p>Homework help below.</p>${body}</body></html>`;
