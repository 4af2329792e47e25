/**
 * The coach's stylesheet, after the shared one. `:host` rules marked important win over a
 * school's own `!important` rules on the element (inner context wins for important rules), so the
 * page's global CSS cannot restyle the coach; nothing else of the page reaches the shadow root.
 */
export const COACH_CSS = `
:host { all: initial !important; display: block !important; }
:host([mode=bubble]), :host(:not([mode])) { display: contents !important; }
.kyu.kyu-coach { max-width: none; }
.kyu-panel { display: flex; flex-direction: column; background: #fff; border: 1px solid #D1D5DB;
  border-radius: 12px; overflow: hidden; height: 512px; }
.kyu-floating { position: fixed; right: 20px; bottom: 88px; z-index: 2147483000;
  width: min(384px, calc(100vw - 40px)); height: min(576px, calc(100vh - 112px));
  box-shadow: 0 10px 30px rgba(0,0,0,.25); }
.kyu-head { display: flex; align-items: center; gap: 8px; padding: 10px 14px;
  background: var(--kyu-primary, #3B4CCA); color: var(--kyu-on-primary, #fff); }
.kyu-head > div { flex: 1; }
.kyu-head h2 { margin: 0; font-size: 17px; }
.kyu-head p { margin: 0; font-size: 13px; }
.kyu-head button { background: transparent; color: inherit; border-color: currentColor; }
.kyu-note { margin: 0; padding: 6px 14px; font-size: 13px; background: #F3F4F6; color: #374151; }
.kyu-log { flex: 1; overflow-y: auto; padding: 12px 14px; display: flex; flex-direction: column;
  gap: 10px; overscroll-behavior: contain; }
.kyu-msg { max-width: 88%; padding: 8px 12px; border-radius: 12px; background: #F3F4F6;
  overflow-wrap: anywhere; }
.kyu-msg p, .kyu-msg ul, .kyu-msg ol, .kyu-msg pre, .kyu-msg blockquote { margin: 0 0 6px; }
.kyu-msg > :last-child { margin-bottom: 0; }
.kyu-msg pre { white-space: pre-wrap; background: #E5E7EB; padding: 6px; border-radius: 4px; }
.kyu-msg code { font-family: ui-monospace, monospace; font-size: .9em; }
.kyu-msg h3, .kyu-msg h4, .kyu-msg h5, .kyu-msg h6 { margin: 3px 0 5px; font-size: 16px; line-height: 1.3; }
.kyu-msg h3 { font-size: 18px; }
.kyu-msg ul, .kyu-msg ol { padding-left: 20px; }
.kyu-msg li > ul, .kyu-msg li > ol { margin: 2px 0 0; }
.kyu-msg blockquote { padding: 2px 0 2px 10px; border-left: 3px solid #9CA3AF; }
.kyu-msg hr { border: 0; border-top: 1px solid #9CA3AF; margin: 8px 0; }
.kyu-table { overflow-x: auto; margin: 0 0 6px; }
.kyu-msg table { border-collapse: collapse; font-size: .9em; }
.kyu-msg th, .kyu-msg td { border: 1px solid #9CA3AF; padding: 3px 6px; text-align: left; }
.kyu-msg .kyu-center { text-align: center; }
.kyu-msg .kyu-right { text-align: right; }
.kyu-from-user { align-self: flex-end; background: var(--kyu-secondary1, #1F2A6B); color: #fff; }
.kyu-from-user a { color: inherit; }
.kyu-meta { font-size: 13px; color: #4B5563; }
.kyu-actions { display: flex; flex-wrap: wrap; gap: 4px; margin-top: 6px; }
.kyu-actions button, .kyu-options button { font-size: 13px; padding: 3px 8px; background: #fff;
  color: #111827; border: 1px solid #9CA3AF; }
.kyu-actions [aria-pressed=true], .kyu-options [aria-pressed=true] {
  background: var(--kyu-primary, #3B4CCA); color: var(--kyu-on-primary, #fff); }
.kyu-options { display: flex; flex-wrap: wrap; gap: 6px; margin-top: 6px; }
.kyu-options .kyu-later { border-color: transparent; text-decoration: underline; background: transparent; }
.kyu-prompt { display: flex; flex-direction: column; }
.kyu-composer { display: grid; grid-template-columns: 1fr auto; gap: 6px; padding: 10px 14px;
  border-top: 1px solid #E5E7EB; align-items: end; }
.kyu-composer label { grid-column: 1 / -1; }
.kyu-composer textarea { resize: none; }
.kyu-files { position: relative; grid-column: 1 / -1; grid-row: 2; display: flex; flex-wrap: wrap; gap: 5px; align-items: center; font-size: 14px; }
.kyu-attach { cursor: pointer; text-decoration: underline; }
.kyu-files input:focus-visible + .kyu-attach { outline: 2px solid var(--kyu-primary); }
.kyu-file button { margin-left: 3px; padding: 0 5px; }
/* Hidden but read: important, because the form rules give inputs a full width and padding. */
.kyu-sr { position: absolute !important; width: 1px !important; height: 1px !important;
  padding: 0 !important; margin: -1px !important; border: 0 !important; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; }
.kyu-coach .kyu-alert { margin: 0 14px 8px; }
.kyu-more { align-self: center; }
`;
