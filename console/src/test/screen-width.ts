import { vi } from 'vitest';

/** Whether a media query's width conditions hold at `width` px (all the console's queries use). */
const holds = (query: string, width: number) =>
  [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, side, px]) =>
    side === 'min' ? width >= Number(px) : width <= Number(px),
  );

/** Makes Material UI's media queries answer as a screen `width` px wide; undone after the test. */
export const onScreenWidth = (width: number) =>
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: holds(media, width),
    media,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
