// The bubble's look, shared with the loader, which draws the same bubble before the coach's
// code arrives (plain strings, so kyu.js stays tiny).

/** The speech-bubble icon's SVG path. */
export const BUBBLE_ICON =
  'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z';

/** The bubble button's accessible name. */
export const BUBBLE_LABEL = 'Open Kyu coach';

/** The bubble's stylesheet, for a button with class `kyu-bubble` holding the icon. */
export const BUBBLE_CSS = `button.kyu-bubble { position: fixed; right: 20px; bottom: 20px; z-index: 2147483000;
  width: 56px; height: 56px; border-radius: 50%; padding: 0; margin: 0; display: grid;
  place-items: center; cursor: pointer; border: 2px solid var(--kyu-primary, #3B4CCA);
  background: var(--kyu-primary, #3B4CCA); color: var(--kyu-on-primary, #fff);
  box-shadow: 0 4px 14px rgba(0,0,0,.25); }
.kyu-bubble svg { width: 26px; height: 26px; fill: currentColor; }
.kyu-bubble:focus-visible { outline: 3px solid var(--kyu-highlight1, #FFD23F); outline-offset: 2px; }`;
