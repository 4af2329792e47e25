import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file opens its own PGlite (or PostgreSQL database); two at a time suits a 2-core machine.
    maxWorkers: 2,
  },
});
