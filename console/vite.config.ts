import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** The paths the API server answers with the console's index.html (see src/mounts.ts). */
const CONSOLE_PATHS = /^\/(?:admin|teacher|assessments)(?:\/|\?|$)/;

// In development nothing sits in front of Vite, so it plays the server's part: the console's
// routes get index.html, which lives under the `/console/` base like every asset.
const serveConsoleRoutes = (): Plugin => ({
  name: 'kyu-console-routes',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url && CONSOLE_PATHS.test(req.url)) req.url = '/console/index.html';
      next();
    });
  },
});

export default defineConfig({
  base: '/console/',
  plugins: [react(), serveConsoleRoutes()],
  // The manifest lets bench/ sum each console screen's chunks; react-admin's shared chunk is
  // still above Vite's default warning size.
  build: { outDir: 'dist', emptyOutDir: true, manifest: true, chunkSizeWarningLimit: 1400 },
  // The question editor's preview loads the widgets from the Kyu server, as in production.
  server: { proxy: { '/api': 'http://localhost:8080', '/widgets': 'http://localhost:8080' } },
});
