import { $brand } from '@kyu/core/branding';
import { $themeId, followTheme } from '@kyu/core/themes';
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { Frame } from './frame';

let stop = () => {};
afterEach(() => {
  stop();
  cleanup();
  $brand.set('default');
  $themeId.set(null);
});

const box = () => screen.getByText('Hello').parentElement as HTMLElement;

describe('Frame', () => {
  it("gives every widget the student's theme tokens over the brand's colours", async () => {
    $brand.set('academy');
    stop = followTheme();
    render(
      <Frame>
        <p>Hello</p>
      </Frame>,
    );
    expect(box().style.getPropertyValue('--kyu-primary')).toBe('#096787');
    expect(box().style.getPropertyValue('--kyu-radius')).toBe('8px');
    $themeId.set(3);
    await waitFor(() => expect(box().style.getPropertyValue('--kyu-radius')).toBe('4px'));
    expect(box().style.getPropertyValue('--kyu-box')).toBe('#F7FBF5');
  });

  it('keeps the default look on a brand without themes', () => {
    $themeId.set(3);
    stop = followTheme();
    render(
      <Frame>
        <p>Hello</p>
      </Frame>,
    );
    expect(box().style.getPropertyValue('--kyu-radius')).toBe('8px');
  });
});
