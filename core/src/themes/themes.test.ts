import { afterEach, describe, expect, it } from 'vitest';
import { brandCssVariables } from '../branding/model';
import { $brand, $brandVariables, $whiteLabel } from '../branding/stores';
import { DEFAULT_THEME_ID } from '../constants/play';
import { $themeId, THEMES, activeTheme, followTheme, themeIdOrDefault } from '.';

const styleVariables = (brand: 'academy', whiteLabel: unknown, themeId: number) =>
  brandCssVariables(brand, whiteLabel as never, activeTheme(brand, themeId).tokens);

afterEach(() => {
  $brand.set('default');
  $themeId.set(null);
  $whiteLabel.set(null);
});

describe('themes', () => {
  it('uses the default theme id 1 when unset (overview §4)', () => {
    expect(DEFAULT_THEME_ID).toBe(1);
    expect(themeIdOrDefault(null)).toBe(1);
    expect(themeIdOrDefault(undefined)).toBe(1);
    expect(themeIdOrDefault(42)).toBe(1);
    expect(themeIdOrDefault(3)).toBe(3);
  });

  it('offers at least four themes, each with every token', () => {
    expect(THEMES.length).toBeGreaterThanOrEqual(4);
    const names = Object.keys(THEMES[0]!.tokens).sort();
    for (const theme of THEMES) expect(Object.keys(theme.tokens).sort()).toEqual(names);
  });

  it('shows the chosen theme only on the second and academy brands (overview §1)', () => {
    expect(activeTheme('second', 2).id).toBe(2);
    expect(activeTheme('academy', 4).id).toBe(4);
    expect(activeTheme('default', 2).id).toBe(1);
    expect(activeTheme('fourth', 2).id).toBe(1);
    expect(activeTheme('chatbot', 2).id).toBe(1);
  });

  it("lays the theme's tokens over the brand's colours, and a school's colours over both", () => {
    const themed = styleVariables('academy', null, 2);
    expect(themed['--kyu-box']).toBe('#F5FBFE');
    expect(themed['--kyu-accent1']).toBe('#0E7490');
    expect(themed['--kyu-primary']).toBe('#096787');
    const classic = styleVariables('academy', null, 1);
    expect(classic['--kyu-accent1']).toBe('#F4B942');
    const school = styleVariables('academy', { colours: { accent1: '#123456' } }, 2);
    expect(school['--kyu-accent1']).toBe('#123456');
    expect(school['--kyu-box']).toBe('#F5FBFE');
  });

  it("puts the student's theme into the brand's variables while it is followed", () => {
    $brand.set('second');
    expect($brandVariables.get()['--kyu-radius']).toBeUndefined();
    const stop = followTheme();
    expect($brandVariables.get()['--kyu-radius']).toBe('8px');
    $themeId.set(4);
    expect($brandVariables.get()['--kyu-radius']).toBe('20px');
    $brand.set('default');
    expect($brandVariables.get()['--kyu-radius']).toBe('8px');
    stop();
  });
});
