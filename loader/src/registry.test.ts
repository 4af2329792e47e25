import { describe, expect, it } from 'vitest';
import { WIDGETS } from './registry';

describe('widget registry', () => {
  it('names every widget tag with the kyu- prefix', () => {
    expect(Object.keys(WIDGETS).sort()).toEqual([
      'kyu-checkout',
      'kyu-coach',
      'kyu-forgot-password',
      'kyu-leaderboard',
      'kyu-login',
      'kyu-onboarding',
      'kyu-quiz',
      'kyu-redeem',
      'kyu-reset-password',
      'kyu-signup',
    ]);
  });

  // Each widget's first import compiles its whole module graph, which on a busy 2-core runner
  // takes longer than the default 5 s; the ceiling is not what is tested.
  it(
    'loads each element class, which renders into an open shadow root',
    { timeout: 60_000 },
    async () => {
      for (const [tag, load] of Object.entries(WIDGETS)) {
        customElements.define(tag, await load());
        const element = document.createElement(tag);
        document.body.append(element);
        expect(element.shadowRoot, tag).not.toBeNull();
        element.remove();
      }
    },
  );
});
