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
  border-radius: var(--kyu-radius, 8px); max-width: 448px; box-sizing: border-box; }
.kyu *, .kyu *::before, .kyu *::after { box-sizing: inherit; }
.kyu form, .kyu .kyu-stack { display: grid; gap: 16px; }
.kyu label { display: grid; gap: 4px; font-weight: 600; font-size: 14px; }
.kyu input:not([type=radio]):not([type=checkbox]), .kyu select, .kyu textarea { font: inherit;
  padding: 10px 12px; border: 1px solid var(--kyu-border, #9CA3AF); border-radius: var(--kyu-radius, 8px);
  width: 100%; background: #fff; }
.kyu input:focus-visible, .kyu select:focus-visible, .kyu textarea:focus-visible, .kyu button:focus-visible,
.kyu a:focus-visible { outline: 3px solid var(--kyu-highlight1, #FFD23F); outline-offset: 2px; }
.kyu [aria-invalid=true] { border-color: #B91C1C; }
.kyu fieldset { border: 0; padding: 0; margin: 0; display: grid; gap: 8px; }
.kyu legend { font-weight: 600; font-size: 14px; margin-bottom: 4px; }
.kyu .kyu-choice { display: flex; gap: 8px; align-items: center; font-weight: 400; }
.kyu button { font: inherit; font-weight: 600; border-radius: var(--kyu-radius, 8px); padding: 10px 16px; cursor: pointer;
  border: 2px solid var(--kyu-primary, #3B4CCA); }
.kyu .kyu-primary { background: var(--kyu-primary, #3B4CCA); color: var(--kyu-on-primary, #fff); }
.kyu .kyu-secondary { background: transparent; color: var(--kyu-secondary1, #1F2A6B); }
.kyu button:disabled { opacity: .6; cursor: progress; }
.kyu a { color: var(--kyu-secondary1, #1F2A6B); }
.kyu .kyu-alert { border-left: 4px solid #B91C1C; background: #FEF2F2; color: #7F1D1D; padding: 12px 16px;
  border-radius: 4px; }
.kyu .kyu-alert ul { margin: 4px 0 0; padding-left: 20px; }
.kyu .kyu-status { border-left: 4px solid var(--kyu-primary, #3B4CCA); background: var(--kyu-subtle, #F3F4F6); padding: 12px 16px;
  border-radius: 4px; }
.kyu .kyu-or { text-align: center; color: #4B5563; font-size: 14px; }
.kyu .kyu-links { display: flex; flex-wrap: wrap; gap: 16px; font-size: 14px; }
.kyu progress { width: 100%; height: 12px; accent-color: var(--kyu-primary, #3B4CCA); }
`;
