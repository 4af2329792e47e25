import type { Plugin } from 'vite';

/** Where a dependency would write to the page's `window`, and Kyu's own object instead. */
const SHARED = [
  {
    // nanostores shares its epoch between copies of itself through a global; Kyu bundles one copy.
    module: /[\\/]nanostores[\\/]atom[\\/]index\.js$/,
    global: 'globalThis.nanostoresGlobal ||= { epoch: 0 }',
    local: '{ epoch: 0 }',
  },
];

/**
 * Kyu runs on a school's page, whose globals are the school's: the widgets' code keeps what its
 * dependencies would share through `window` to itself. A dependency that changes the line fails
 * the build, so a new global never slips in unseen (the end-to-end tests compare the page's
 * globals with and without Kyu).
 */
export function noPageGlobals(): Plugin {
  return {
    name: 'kyu-no-page-globals',
    apply: 'build',
    transform(code, id) {
      const shared = SHARED.find((s) => s.module.test(id));
      if (!shared) return null;
      if (!code.includes(shared.global)) this.error(`${id} no longer has "${shared.global}"`);
      return { code: code.replace(shared.global, shared.local), map: null };
    },
  };
}
