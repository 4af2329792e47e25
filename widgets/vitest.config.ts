import { preact } from '@preact/preset-vite';
import { defineConfig } from 'vitest/config';

// The preset compiles JSX for Preact and aliases react/react-dom to preact/compat (for r2wc).
export default defineConfig({
  plugins: [preact({ devToolsEnabled: false, prefreshEnabled: false })],
  test: {
    environment: 'happy-dom',
    // r2wc must go through Vite so that its `react` imports meet the preact/compat alias.
    server: { deps: { inline: ['@r2wc/react-to-web-component', '@r2wc/core'] } },
  },
});
