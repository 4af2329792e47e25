// A copy of the coach's bubble look (@kyu/widgets/coach/bubble-look; a test keeps the two the
// same). Importing it would make it a chunk shared with the coach, imported statically by
// kyu.js, which must stay free of static imports to run as the classic script schools paste.
export const BUBBLE_ICON =
  'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z';
export const BUBBLE_LABEL = 'Open Kyu coach';
export const BUBBLE_CSS = `button.kyu-bubble { position: fixed; right: 20px; bottom: 20px; z-index: 2147483000;
  width: 56px; height: 56px; border-radius: 50%; padding: 0; margin: 0; display: grid;
  place-items: center; cursor: pointer; border: 2px solid var(--kyu-primary, #3B4CCA);
  background: var(--kyu-primary, #3B4CCA); color: var(--kyu-on-primary, #fff);
  box-shadow: 0 4px 14px rgba(0,0,0,.25); }
.kyu-bubble svg { width: 26px; height: 26px; fill: currentColor; }
.kyu-bubble:focus-visible { outline: 3px solid var(--kyu-highlight1, #FFD23F); outline-offset: 2px; }`;

const SVG = 'http://www.w3.org/2000/svg';

/**
 * Draws the coach's bubble in the element's shadow root before the coach's code arrives: plain
 * DOM and a constructed stylesheet, so a strict Content-Security-Policy allows it. The code loads
 * only when the visitor reaches for the bubble (hover, focus, touch, click): most visitors never
 * open the coach, and their school's page should not download it. A click also asks the coach to
 * open. An inline coach has no bubble and loads at once.
 */
export function drawCoachBubble(element: HTMLElement, load: () => void, school?: string): void {
  if (school && !element.hasAttribute('school')) element.setAttribute('school', school);
  // A page that loads kyu.js twice: the first copy drew the bubble and loads the coach on reach.
  if (element.shadowRoot?.querySelector('.kyu-bubble')) return;
  if (element.getAttribute('mode') === 'inline' || element.shadowRoot) return load();
  const root = element.attachShadow({ mode: 'open' });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(
    `:host { all: initial !important; display: contents !important; } ${BUBBLE_CSS}`,
  );
  root.adoptedStyleSheets = [sheet];

  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'kyu-bubble';
  button.setAttribute('aria-label', BUBBLE_LABEL);
  button.setAttribute('aria-expanded', 'false');
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', BUBBLE_ICON);
  svg.append(path);
  button.append(svg);
  for (const intent of ['pointerenter', 'focus', 'touchstart']) {
    button.addEventListener(intent, load, { once: true, passive: true });
  }
  button.addEventListener('click', () => {
    element.setAttribute('open', 'true');
    button.setAttribute('aria-busy', 'true');
    load();
  });
  root.append(button);
}
