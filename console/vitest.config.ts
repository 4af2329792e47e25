import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { PREACT_ALIAS } from './vite.config';

// Packages must resolve to their ES modules: Vitest hands a CommonJS file's `require('react')` to
// Node, which would load the real React beside Preact. `module-sync` and `module` pick
// react-router's ES build over the CommonJS one its `node` condition names; the `module` field
// does the same for packages without exports (recharts, react-transition-group).
const ESM_CONDITIONS = ['module-sync', 'module', 'browser', 'import', 'development'];

const USE_SYNC_EXTERNAL_STORE = [
  'recharts > use-sync-external-store/shim/with-selector',
  'recharts > react-redux > use-sync-external-store/with-selector.js',
];

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      ...PREACT_ALIAS,
      {
        find: /^@testing-library\/react$/,
        replacement: fileURLToPath(new URL('./src/test/testing-library.ts', import.meta.url)),
      },
    ],
    conditions: ESM_CONDITIONS,
    mainFields: ['browser', 'module', 'main'],
  },
  test: {
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: 'http://localhost:5173/admin' } },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 30_000,
    restoreMocks: true,
    // Every package that imports React must meet the alias, so none is left to Node.
    server: { deps: { inline: true } },
    // use-sync-external-store (recharts, react-redux) ships only CommonJS, whose
    // `require('react')` Node would answer; bundled first, it meets the alias like the rest.
    deps: {
      optimizer: { client: { enabled: true, include: USE_SYNC_EXTERNAL_STORE } },
    },
    unstubGlobals: true,
  },
});
