// The script-tag entry, kept free of static imports of shared code so that it stays a few
// hundred bytes and runs as a classic script: core and each widget arrive as chunks, on demand,
// each imported from its address beside kyu.js, whatever the page's origin (build/chunk-urls.ts).
import { KYU_SCRIPT } from './chunk-url';
import { drawCoachBubble } from './coach-bubble';
import { lazyDefine } from './lazy-define';
import { WIDGETS } from './registry';
import type * as Runtime from './runtime';
import { readSettings } from './settings';

/** What a school's page may call: `window.Kyu`. */
interface KyuGlobal {
  /** Signs the pupil a school-signed token names in to every widget; rejects with the problem. */
  identify(token: string): Promise<Runtime.SignedIn>;
  signOut(): Promise<void>;
}

declare global {
  interface Window {
    Kyu?: KyuGlobal;
  }
}

const settings = readSettings(KYU_SCRIPT);

let runtime: Promise<typeof Runtime> | undefined;
const boot = () =>
  (runtime ??= import('./runtime').then(async (loaded) => {
    await loaded.start(settings);
    return loaded;
  }));

lazyDefine({
  doc: document,
  registry: WIDGETS,
  boot: () => boot().then(() => undefined),
  onError: (tag, error) => console.error(`Kyu could not load <${tag}>.`, error),
  previews: { 'kyu-coach': (element, load) => drawCoachBubble(element, load, settings.school) },
});

// A signed-in pupil is signed in before any widget needs it, even on a page that shows none yet.
if (settings.identity !== undefined) void boot();

window.Kyu = {
  identify: (token) => boot().then((loaded) => loaded.identify(token)),
  signOut: () => boot().then((loaded) => loaded.signOut()),
};
