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
  border-radius: .75rem; overflow: hidden; height: 32rem; }
.kyu-floating { position: fixed; right: 1.25rem; bottom: 5.5rem; z-index: 2147483000;
  width: min(24rem, calc(100vw - 2.5rem)); height: min(36rem, calc(100vh - 7rem));
  box-shadow: 0 10px 30px rgba(0,0,0,.25); }
.kyu-head { display: flex; align-items: center; gap: .5rem; padding: .6rem .9rem;
  background: var(--kyu-primary, #3B4CCA); color: var(--kyu-on-primary, #fff); }
.kyu-head > div { flex: 1; }
.kyu-head h2 { margin: 0; font-size: 1.05rem; }
.kyu-head p { margin: 0; font-size: .8rem; }
.kyu-head button { background: transparent; color: inherit; border-color: currentColor; }
.kyu-note { margin: 0; padding: .4rem .9rem; font-size: .8rem; background: #F3F4F6; color: #374151; }
.kyu-log { flex: 1; overflow-y: auto; padding: .75rem .9rem; display: flex; flex-direction: column;
  gap: .6rem; overscroll-behavior: contain; }
.kyu-msg { max-width: 88%; padding: .5rem .75rem; border-radius: .75rem; background: #F3F4F6;
  overflow-wrap: anywhere; }
.kyu-msg p, .kyu-msg ul, .kyu-msg ol, .kyu-msg pre, .kyu-msg blockquote { margin: 0 0 .4rem; }
.kyu-msg > :last-child { margin-bottom: 0; }
.kyu-msg pre { white-space: pre-wrap; background: #E5E7EB; padding: .4rem; border-radius: .25rem; }
.kyu-msg code { font-family: ui-monospace, monospace; font-size: .9em; }
.kyu-msg h3, .kyu-msg h4, .kyu-msg h5, .kyu-msg h6 { margin: .2rem 0 .3rem; font-size: 1rem; line-height: 1.3; }
.kyu-msg h3 { font-size: 1.1rem; }
.kyu-msg ul, .kyu-msg ol { padding-left: 1.25rem; }
.kyu-msg li > ul, .kyu-msg li > ol { margin: .1rem 0 0; }
.kyu-msg blockquote { padding: .1rem 0 .1rem .6rem; border-left: 3px solid #9CA3AF; }
.kyu-msg hr { border: 0; border-top: 1px solid #9CA3AF; margin: .5rem 0; }
.kyu-table { overflow-x: auto; margin: 0 0 .4rem; }
.kyu-msg table { border-collapse: collapse; font-size: .9em; }
.kyu-msg th, .kyu-msg td { border: 1px solid #9CA3AF; padding: .2rem .4rem; text-align: left; }
.kyu-msg .kyu-center { text-align: center; }
.kyu-msg .kyu-right { text-align: right; }
.kyu-from-user { align-self: flex-end; background: var(--kyu-secondary1, #1F2A6B); color: #fff; }
.kyu-from-user a { color: inherit; }
.kyu-meta { font-size: .8rem; color: #4B5563; }
.kyu-actions { display: flex; flex-wrap: wrap; gap: .25rem; margin-top: .35rem; }
.kyu-actions button, .kyu-options button { font-size: .8rem; padding: .2rem .5rem; background: #fff;
  color: #111827; border: 1px solid #9CA3AF; }
.kyu-actions [aria-pressed=true], .kyu-options [aria-pressed=true] {
  background: var(--kyu-primary, #3B4CCA); color: var(--kyu-on-primary, #fff); }
.kyu-options { display: flex; flex-wrap: wrap; gap: .35rem; margin-top: .4rem; }
.kyu-options .kyu-later { border-color: transparent; text-decoration: underline; background: transparent; }
.kyu-prompt { display: flex; flex-direction: column; }
.kyu-composer { display: grid; grid-template-columns: 1fr auto; gap: .4rem; padding: .6rem .9rem;
  border-top: 1px solid #E5E7EB; align-items: end; }
.kyu-composer label { grid-column: 1 / -1; }
.kyu-composer textarea { resize: none; }
.kyu-files { position: relative; grid-column: 1 / -1; grid-row: 2; display: flex; flex-wrap: wrap; gap: .3rem; align-items: center; font-size: .85rem; }
.kyu-attach { cursor: pointer; text-decoration: underline; }
.kyu-files input:focus-visible + .kyu-attach { outline: 2px solid var(--kyu-primary); }
.kyu-file button { margin-left: .2rem; padding: 0 .3rem; }
/* Hidden but read: important, because the form rules give inputs a full width and padding. */
.kyu-sr { position: absolute !important; width: 1px !important; height: 1px !important;
  padding: 0 !important; margin: -1px !important; border: 0 !important; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; }
.kyu-coach .kyu-alert { margin: 0 .9rem .5rem; }
.kyu-more { align-self: center; }
`;
