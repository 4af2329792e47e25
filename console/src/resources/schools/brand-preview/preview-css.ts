/**
 * The preview's stylesheet, scoped by `.kyu-brand-preview`: a small copy of the portal's top
 * bar and the widgets' card, buttons and coach bubble, reading the same custom properties with
 * the same fallbacks (widgets/src/shared/styles.ts, demo-site's top bar), so what the admin sees
 * is what the school's pages draw. It ships with this lazy chunk, not the console's entry.
 */
export const PREVIEW_CSS = `
.kyu-with-preview { display: grid; gap: 24px; width: 100%; grid-template-columns: minmax(0, 1fr); }
/* The fields stack as react-admin's tab stacks them, which the wrapper would otherwise undo. */
.kyu-with-preview > .kyu-fields { display: flex; flex-direction: column; align-items: flex-start; min-width: 0; }
@media (min-width: 1100px) { .kyu-with-preview { grid-template-columns: minmax(0, 1fr) 360px; } }
.kyu-brand-preview { position: sticky; top: 72px; display: grid; gap: 12px; align-self: start; }
.kyu-brand-preview .kbp-page { position: relative; overflow: hidden; min-height: 320px;
  border: 1px solid rgb(0 0 0 / 0.2); border-radius: 8px;
  background: var(--kyu-surface, #F6F7FB); color: var(--kyu-text, #111827);
  font: 14px/1.5 var(--kyu-font, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif); }
.kyu-brand-preview .kbp-tab { padding: 4px 10px; font-size: 12px; background: #E5E7EB; color: #111827;
  white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.kyu-brand-preview .kbp-bar { display: flex; align-items: center; justify-content: space-between; gap: 8px;
  padding: 6px 12px; background: #fff; border-bottom: 4px solid var(--kyu-primary, #3B4CCA); }
.kyu-brand-preview .kbp-bar img { max-height: 28px; max-width: 96px; }
.kyu-brand-preview .kbp-name { font-weight: 700; }
.kyu-brand-preview .kbp-link { color: var(--kyu-secondary1, #1F2A6B); text-decoration: underline; }
.kyu-brand-preview .kbp-card { margin: 12px; padding: 12px; display: grid; gap: 8px;
  background: var(--kyu-box, #fff); border: 1px solid var(--kyu-border, #9CA3AF);
  border-radius: var(--kyu-radius, .5rem); }
.kyu-brand-preview .kbp-card h3 { margin: 0; font-size: 16px; }
.kyu-brand-preview .kbp-progress { height: 8px; border-radius: 4px; background: var(--kyu-subtle, #F3F4F6); }
.kyu-brand-preview .kbp-progress span { display: block; width: 60%; height: 100%; border-radius: 4px;
  background: var(--kyu-accent1, #FF8A3D); }
.kyu-brand-preview .kbp-actions { display: flex; gap: 8px; flex-wrap: wrap; }
.kyu-brand-preview .kbp-button { font: inherit; font-weight: 600; padding: 6px 12px; cursor: default;
  border-radius: var(--kyu-radius, .5rem); border: 2px solid var(--kyu-primary, #3B4CCA); }
.kyu-brand-preview .kbp-primary { background: var(--kyu-primary, #3B4CCA); color: var(--kyu-on-primary, #fff); }
.kyu-brand-preview .kbp-secondary { background: transparent; color: var(--kyu-secondary1, #1F2A6B); }
/* Drawn as the widgets draw a focused control, to show the highlight colour where they use it. */
.kyu-brand-preview .kbp-focus { outline: 3px solid var(--kyu-highlight1, #FFD23F); outline-offset: 2px; }
.kyu-brand-preview .kbp-mascot { position: absolute; left: 12px; bottom: 12px; max-height: 56px; max-width: 56px; }
.kyu-brand-preview .kbp-bubble { position: absolute; right: 12px; bottom: 12px; width: 44px; height: 44px;
  border-radius: 50%; display: grid; place-items: center; border: 2px solid var(--kyu-primary, #3B4CCA);
  background: var(--kyu-primary, #3B4CCA); color: var(--kyu-on-primary, #fff); box-shadow: 0 4px 14px rgba(0,0,0,.25); }
.kyu-brand-preview .kbp-bubble svg { width: 22px; height: 22px; fill: currentColor; }
.kyu-brand-preview .kbp-warnings { margin: 0; padding: 8px 12px 8px 28px; border-left: 4px solid #B45309;
  background: #FFFBEB; color: #78350F; font-size: 13px; }
`;
