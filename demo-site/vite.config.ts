import { preact } from '@preact/preset-vite';
import { defineConfig } from 'vite';

/**
 * The hosted portal. The API server serves `dist/` at `/` with an SPA fallback (console paths
 * excepted) and the loader's build at `/widgets/`; in development `/api` goes to that server.
 */
export default defineConfig({
  plugins: [preact({ devToolsEnabled: false, prefreshEnabled: true })],
  base: '/',
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2020' },
  server: { proxy: { '/api': 'http://localhost:8080', '/widgets': 'http://localhost:8080' } },
});
