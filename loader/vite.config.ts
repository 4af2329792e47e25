import { preact } from '@preact/preset-vite';
import { defineConfig } from 'vite';
import { chunkUrls } from './build/chunk-urls.ts';
import { compactCss } from './build/compact-css.ts';
import { noPageGlobals } from './build/no-page-globals.ts';
import { precompress } from './build/precompress.ts';

/**
 * Builds `dist/kyu.js`, the stable name a school pastes into its page, and hashed chunks under
 * `dist/chunks/` (one per widget, plus core and Preact shared between them), each with brotli
 * and gzip twins. The server serves `dist/` at `/widgets/`. kyu.js imports each chunk by its
 * address next to kyu.js (build/chunk-urls.ts), so any mount point and any page's origin works.
 *
 * Library mode, because an app build wraps dynamic imports in a preload helper that reads
 * `import.meta`, which a classic `<script src>` (what schools paste) cannot parse.
 */
export default defineConfig({
  plugins: [
    preact({ devToolsEnabled: false, prefreshEnabled: false }),
    chunkUrls(/[\\/]loader[\\/]src[\\/](kyu|registry)\.ts$/),
    noPageGlobals(),
    compactCss(/[\\/]widgets[\\/]src[\\/].*[\\/](styles|bubble-look)\.ts$/),
    precompress(),
  ],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2020',
    // Lists each chunk with the chunks it imports, for the byte budget of everything the coach needs.
    manifest: true,
    lib: { entry: 'src/kyu.ts', formats: ['es'], fileName: () => 'kyu.js' },
    rollupOptions: {
      output: {
        // kyu.js keeps its name; the widgets and the runtime are entries too (see chunk-urls.ts).
        entryFileNames: (chunk) => (chunk.name === 'kyu' ? 'kyu.js' : 'chunks/[name]-[hash].js'),
        // kyu.js runs as a classic script, where top-level names are the page's globals: in a
        // function, its minified `e`, `t`, … neither overwrite nor collide with the page's own.
        banner: (chunk) => (chunk.name === 'kyu' ? '(()=>{' : ''),
        footer: (chunk) => (chunk.name === 'kyu' ? '})();' : ''),
        // A widget's chunk is named after its folder (login-[hash].js), shared code by Rolldown.
        chunkFileNames: (chunk) => {
          const widget = /widgets\/src\/([^/]+)\/element\.ts$/.exec(chunk.facadeModuleId ?? '');
          return `chunks/${widget?.[1] ?? '[name]'}-[hash].js`;
        },
        minify: true,
        // Library mode keeps /* @__PURE__ */ marks for a later bundler; these files are final.
        comments: { annotation: false },
        // Stable, readable names for what every widget shares: core, and Preact with r2wc. The
        // coach's, the quiz's and the redeem widget's own parts of core (chat, tutor, preferences,
        // quiz, progress, streaming, marks, the answer codec, checkout and the family's children
        // it uses, redeem, leaderboard, text, markdown) and the SSE parser stay out of the shared chunks,
        // so other widgets do not download them.
        advancedChunks: {
          groups: [
            {
              name: 'core',
              test: /[\\/]core[\\/]src[\\/](?!chat|tutor|preferences|quiz|progress|streaming|marks|cart|checkout|family|redeem|leaderboard|text|answers|markdown)/,
            },
            // Preact and nanostores first; then React compatibility and r2wc, which only the
            // widgets wrapped with r2wc load (the coach is not).
            {
              name: 'preact',
              test: /[\\/]node_modules[\\/](?!.*(eventsource-parser|preact[\\/]compat|@r2wc))/,
              priority: 2,
            },
            { name: 'compat', test: /[\\/]node_modules[\\/].*(preact[\\/]compat|@r2wc)[\\/]/ },
            { name: 'widgets-shared', test: /[\\/]widgets[\\/]src[\\/]shared[\\/]/ },
          ],
        },
      },
    },
  },
});
