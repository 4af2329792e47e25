import { preact } from '@preact/preset-vite';
import { defineConfig } from 'vite';

/**
 * Builds `dist/kyu.js`, the stable name a school pastes into its page, and hashed chunks under
 * `dist/chunks/` (one per widget, plus core and Preact shared between them). The server serves
 * `dist/` at `/widgets/`; chunk imports are relative to kyu.js, so any mount point works.
 *
 * Library mode, because an app build wraps dynamic imports in a preload helper that reads
 * `import.meta`, which a classic `<script src>` (what schools paste) cannot parse.
 */
export default defineConfig({
  plugins: [preact({ devToolsEnabled: false, prefreshEnabled: false })],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2020',
    lib: { entry: 'src/kyu.ts', formats: ['es'], fileName: () => 'kyu.js' },
    rollupOptions: {
      output: {
        // A widget's chunk is named after its folder (login-[hash].js), shared code by Rolldown.
        chunkFileNames: (chunk) => {
          const widget = /widgets\/src\/([^/]+)\/element\.ts$/.exec(chunk.facadeModuleId ?? '');
          return `chunks/${widget?.[1] ?? '[name]'}-[hash].js`;
        },
        minify: true,
        // Stable, readable names for what every widget shares: core, and Preact with r2wc.
        advancedChunks: {
          groups: [
            { name: 'core', test: /[\\/]core[\\/]src[\\/]/ },
            { name: 'preact', test: /[\\/]node_modules[\\/]/ },
            { name: 'widgets-shared', test: /[\\/]widgets[\\/]src[\\/]shared[\\/]/ },
          ],
        },
      },
    },
  },
});
