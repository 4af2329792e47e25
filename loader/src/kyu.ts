// The script-tag entry, kept free of static imports of shared code so that it stays a few
// hundred bytes and runs as a classic script: core and each widget arrive as chunks, on demand,
// each imported from its address beside kyu.js, whatever the page's origin (build/chunk-urls.ts).
import { KYU_SCRIPT } from './chunk-url';
import { drawCoachBubble } from './coach-bubble';
import { lazyDefine } from './lazy-define';
import { WIDGETS } from './registry';
import { readSettings } from './settings';

const settings = readSettings(KYU_SCRIPT);

lazyDefine({
  doc: document,
  registry: WIDGETS,
  boot: () => import('./runtime').then((runtime) => runtime.start(settings)),
  onError: (tag, error) => console.error(`Kyu could not load <${tag}>.`, error),
  previews: { 'kyu-coach': (element, load) => drawCoachBubble(element, load, settings.school) },
});
