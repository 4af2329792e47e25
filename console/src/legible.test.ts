import { describe, expect, it } from 'vitest';
import { BRANDS } from '@kyu/core';
import { contrastOnWhite, legibleOnWhite } from './legible';

describe('legibleOnWhite', () => {
  it('keeps a colour that already reads on white', () => {
    expect(legibleOnWhite('#3B4CCA')).toBe('#3B4CCA');
  });

  it("darkens the second brand's light teal until it reads on white", () => {
    expect(contrastOnWhite('#54B7B4')).toBeLessThan(4.5);
    const teal = legibleOnWhite('#54B7B4');
    expect(contrastOnWhite(teal)).toBeGreaterThanOrEqual(4.5);
    expect(contrastOnWhite(teal)).toBeLessThan(5.5);
  });

  it("gives every brand's primary colour at least 4.5:1 on white", () => {
    for (const brand of Object.values(BRANDS))
      expect(contrastOnWhite(legibleOnWhite(brand.colours.primary))).toBeGreaterThanOrEqual(4.5);
  });
});
