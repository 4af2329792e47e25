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

  it('loads each element class, which renders into an open shadow root', async () => {
    for (const [tag, load] of Object.entries(WIDGETS)) {
      customElements.define(tag, await load());
      const element = document.createElement(tag);
      document.body.append(element);
      expect(element.shadowRoot, tag).not.toBeNull();
      element.remove();
    }
  });
});
