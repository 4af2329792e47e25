/**
 * The quiz's stylesheet, after the shared one; brand colours through the same custom properties
 * as the coach. A passage stands beside its question where there is room, above it otherwise.
 */
export const QUIZ_CSS = `
.kyu.kyu-quiz { max-width: 60rem; display: grid; gap: 1rem; }
.kyu-quiz h2, .kyu-quiz h3, .kyu-quiz h4 { margin: 0; }
.kyu-quiz h2 { font-size: 1.3rem; }
.kyu-quiz h3 { font-size: 1.1rem; }
.kyu-quiz h4 { font-size: .95rem; }
.kyu-quiz p { margin: 0; }
.kyu-quiz [tabindex="-1"]:focus { outline: none; }
.kyu-meta { font-size: .85rem; color: #4B5563; font-weight: 400; }
.kyu-qhead { display: flex; flex-wrap: wrap; align-items: center; gap: .5rem 1rem; }
.kyu-qhead h2 { flex: 1; }
.kyu-timer { font-variant-numeric: tabular-nums; font-weight: 700; padding: .2rem .6rem;
  border-radius: .5rem; background: #F3F4F6; }
.kyu-timer.kyu-low { background: #FEF2F2; color: #991B1B; }
.kyu-save.error { color: #991B1B; }
.kyu-nav { display: grid; gap: .4rem; }
.kyu-nav ol { display: flex; flex-wrap: wrap; gap: .35rem; list-style: none; margin: 0; padding: 0; }
.kyu-num { min-width: 2.4rem; padding: .35rem .5rem; background: #fff; color: #111827;
  border: 2px solid #9CA3AF; }
.kyu-num.answered { border-color: var(--kyu-primary, #3B4CCA); background: #EEF2FF; }
.kyu-num.full { border-color: #047857; background: #D1FAE5; }
.kyu-num.marked { border-color: #B45309; background: #FEF3C7; }
.kyu-num[aria-current] { background: var(--kyu-primary, #3B4CCA); color: var(--kyu-on-primary, #fff); }
.kyu-with-passage { display: grid; gap: 1rem; }
@media (min-width: 48rem) { .kyu-with-passage { grid-template-columns: 1fr 1fr; align-items: start; } }
.kyu-passage { padding: .75rem 1rem; border-left: 4px solid var(--kyu-secondary1, #1F2A6B);
  background: #F9FAFB; max-height: 70vh; overflow-y: auto; }
.kyu-question, .kyu-parts, .kyu-opts, .kyu-field, .kyu-marks, .kyu-passage, .kyu-dialog,
.kyu-result, .kyu-confirm { display: grid; gap: .6rem; }
.kyu-qtext p, .kyu-marks p, .kyu-passage p { margin: 0 0 .4rem; }
.kyu-img { max-width: 100%; height: auto; border-radius: .25rem; }
.kyu-audio { width: 100%; max-width: 24rem; }
.kyu-opt { padding: .5rem .75rem; border: 1px solid #D1D5DB; border-radius: .5rem; cursor: pointer; }
.kyu-opt:has(input:checked) { border-color: var(--kyu-primary, #3B4CCA); background: #EEF2FF; }
.kyu-opt input { width: 1.1rem; height: 1.1rem; accent-color: var(--kyu-primary, #3B4CCA); }
.kyu-opt input:focus-visible { outline: 3px solid var(--kyu-highlight1, #FFD23F); outline-offset: 2px; }
.kyu-part { padding-left: .75rem; border-left: 3px solid #E5E7EB; display: grid; gap: .4rem; }
.kyu-unit { display: flex; align-items: center; gap: .5rem; }
.kyu-unit input { max-width: 14rem; }
.kyu-marks { padding: .75rem 1rem; border-radius: .5rem; background: #F3F4F6; }
.kyu-score.kyu-full { color: #065F46; }
.kyu-row { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; }
/* .kyu button (shared) is more specific than one class: a link-looking button needs both. */
.kyu .kyu-link { background: none; border: 0; padding: 0; color: var(--kyu-secondary1, #1F2A6B);
  text-decoration: underline; font-weight: 400; font-size: .85rem; }
.kyu-dialog, .kyu-confirm, .kyu-result { padding: .75rem 1rem; border: 1px solid #D1D5DB;
  border-radius: .5rem; background: #fff; }
.kyu-result { border-left: 4px solid var(--kyu-primary, #3B4CCA); }
.kyu-total { font-size: 1.25rem; }
.kyu-summary { list-style: none; margin: 0; padding: 0; display: grid; gap: .25rem;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr)); }
.kyu-summary li { padding: .3rem .6rem; border-radius: .4rem; border-left: 4px solid #9CA3AF;
  background: #F9FAFB; display: flex; flex-wrap: wrap; gap: .25rem .5rem; align-items: baseline; }
.kyu-summary .kyu-full { border-color: #047857; background: #ECFDF5; }
.kyu-summary .kyu-partial { border-color: #B45309; background: #FFFBEB; }
.kyu-summary .kyu-pending span { color: #4B5563; }
.kyu .kyu-summary .kyu-link { font-size: 1rem; font-weight: 600; }
.kyu-back { align-self: center; font-weight: 600; }
.kyu-sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);
  white-space: nowrap; }
`;
