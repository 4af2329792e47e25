/**
 * The widgets' stylesheet. It is scoped by the `kyu` class because the portal renders the same
 * components without a shadow root; colours come from the brand's CSS custom properties, and
 * surface, text, borders, corners and type from the theme's tokens (core/src/themes). The
 * `kyu` box starts from `all: initial`: a school page's CSS cannot reach into the shadow root,
 * but what the host element inherits from it (`* { letter-spacing: 3px !important }`) would.
 */
export const WIDGET_CSS = `
:host { display: block; }
.kyu { all: initial; display: block;
  font: 16px/1.5 var(--kyu-font, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
  color: var(--kyu-text, #111827); background: var(--kyu-box, transparent);
  border-radius: var(--kyu-radius, .5rem); max-width: 28rem; box-sizing: border-box; }
.kyu *, .kyu *::before, .kyu *::after { box-sizing: inherit; }
.kyu form, .kyu .kyu-stack { display: grid; gap: 1rem; }
.kyu label { display: grid; gap: .25rem; font-weight: 600; font-size: .9rem; }
.kyu input:not([type=radio]):not([type=checkbox]), .kyu select, .kyu textarea { font: inherit;
  padding: .6rem .75rem; border: 1px solid var(--kyu-border, #9CA3AF); border-radius: var(--kyu-radius, .5rem);
  width: 100%; background: #fff; }
.kyu input:focus-visible, .kyu select:focus-visible, .kyu textarea:focus-visible, .kyu button:focus-visible,
.kyu a:focus-visible { outline: 3px solid var(--kyu-highlight1, #FFD23F); outline-offset: 2px; }
.kyu [aria-invalid=true] { border-color: #B91C1C; }
.kyu fieldset { border: 0; padding: 0; margin: 0; display: grid; gap: .5rem; }
.kyu legend { font-weight: 600; font-size: .9rem; margin-bottom: .25rem; }
.kyu .kyu-choice { display: flex; gap: .5rem; align-items: center; font-weight: 400; }
.kyu button { font: inherit; font-weight: 600; border-radius: var(--kyu-radius, .5rem); padding: .65rem 1rem; cursor: pointer;
  border: 2px solid var(--kyu-primary, #3B4CCA); }
.kyu .kyu-primary { background: var(--kyu-primary, #3B4CCA); color: var(--kyu-on-primary, #fff); }
.kyu .kyu-secondary { background: transparent; color: var(--kyu-secondary1, #1F2A6B); }
.kyu button:disabled { opacity: .6; cursor: progress; }
.kyu a { color: var(--kyu-secondary1, #1F2A6B); }
.kyu .kyu-alert { border-left: 4px solid #B91C1C; background: #FEF2F2; color: #7F1D1D; padding: .75rem 1rem;
  border-radius: .25rem; }
.kyu .kyu-alert ul { margin: .25rem 0 0; padding-left: 1.25rem; }
.kyu .kyu-status { border-left: 4px solid var(--kyu-primary, #3B4CCA); background: var(--kyu-subtle, #F3F4F6); padding: .75rem 1rem;
  border-radius: .25rem; }
.kyu .kyu-or { text-align: center; color: #4B5563; font-size: .9rem; }
.kyu .kyu-links { display: flex; flex-wrap: wrap; gap: 1rem; font-size: .9rem; }
.kyu progress { width: 100%; height: .75rem; accent-color: var(--kyu-primary, #3B4CCA); }
`;
