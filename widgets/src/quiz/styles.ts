/**
 * The quiz's stylesheet, after the shared one; brand colours through the same custom properties
 * as the coach. A passage stands beside its question where there is room, above it otherwise.
 */
export const QUIZ_CSS = `
.kyu.kyu-quiz { max-width: 960px; display: grid; gap: 16px; }
.kyu-quiz h2, .kyu-quiz h3, .kyu-quiz h4 { margin: 0; }
.kyu-quiz h2 { font-size: 21px; }
.kyu-quiz h3 { font-size: 18px; }
.kyu-quiz h4 { font-size: 15px; }
.kyu-quiz p { margin: 0; }
.kyu-quiz [tabindex="-1"]:focus { outline: none; }
.kyu-meta { font-size: 14px; color: #4B5563; font-weight: 400; }
.kyu-qhead { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; }
.kyu-qhead h2 { flex: 1; }
.kyu-timer { font-variant-numeric: tabular-nums; font-weight: 700; padding: 3px 10px;
  border-radius: 8px; background: #F3F4F6; }
.kyu-timer.kyu-low { background: #FEF2F2; color: #991B1B; }
.kyu-save.error { color: #991B1B; }
.kyu-nav { display: grid; gap: 6px; }
.kyu-nav ol { display: flex; flex-wrap: wrap; gap: 6px; list-style: none; margin: 0; padding: 0; }
.kyu-num { min-width: 38px; padding: 6px 8px; background: #fff; color: #111827;
  border: 2px solid #9CA3AF; }
.kyu-num.answered { border-color: var(--kyu-primary, #3B4CCA); background: #EEF2FF; }
.kyu-num.full { border-color: #047857; background: #D1FAE5; }
.kyu-num.marked { border-color: #B45309; background: #FEF3C7; }
.kyu-num[aria-current] { background: var(--kyu-primary, #3B4CCA); color: var(--kyu-on-primary, #fff); }
.kyu-with-passage { display: grid; gap: 16px; }
@media (min-width: 768px) { .kyu-with-passage { grid-template-columns: 1fr 1fr; align-items: start; } }
.kyu-passage { padding: 12px 16px; border-left: 4px solid var(--kyu-secondary1, #1F2A6B);
  background: #F9FAFB; max-height: 70vh; overflow-y: auto; }
.kyu-question, .kyu-parts, .kyu-opts, .kyu-field, .kyu-marks, .kyu-passage, .kyu-dialog,
.kyu-result, .kyu-confirm { display: grid; gap: 10px; }
.kyu-qtext p, .kyu-marks p, .kyu-passage p { margin: 0 0 6px; }
.kyu-img { max-width: 100%; height: auto; border-radius: 4px; }
.kyu-audio { width: 100%; max-width: 384px; }
.kyu-opt { padding: 8px 12px; border: 1px solid #D1D5DB; border-radius: 8px; cursor: pointer; }
.kyu-opt:has(input:checked) { border-color: var(--kyu-primary, #3B4CCA); background: #EEF2FF; }
.kyu-opt input { width: 18px; height: 18px; accent-color: var(--kyu-primary, #3B4CCA); }
.kyu-opt input:focus-visible { outline: 3px solid var(--kyu-highlight1, #FFD23F); outline-offset: 2px; }
.kyu-part { padding-left: 12px; border-left: 3px solid #E5E7EB; display: grid; gap: 6px; }
.kyu-unit { display: flex; align-items: center; gap: 8px; }
.kyu-unit input { max-width: 224px; }
.kyu-marks { padding: 12px 16px; border-radius: 8px; background: #F3F4F6; }
.kyu-score.kyu-full { color: #065F46; }
.kyu-row { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
/* .kyu button (shared) is more specific than one class: a link-looking button needs both. */
.kyu .kyu-link { background: none; border: 0; padding: 0; color: var(--kyu-secondary1, #1F2A6B);
  text-decoration: underline; font-weight: 400; font-size: 14px; }
.kyu-dialog, .kyu-confirm, .kyu-result { padding: 12px 16px; border: 1px solid #D1D5DB;
  border-radius: 8px; background: #fff; }
.kyu-result { border-left: 4px solid var(--kyu-primary, #3B4CCA); }
.kyu-total { font-size: 20px; }
.kyu-summary { list-style: none; margin: 0; padding: 0; display: grid; gap: 4px;
  grid-template-columns: repeat(auto-fill, minmax(144px, 1fr)); }
.kyu-summary li { padding: 5px 10px; border-radius: 6px; border-left: 4px solid #9CA3AF;
  background: #F9FAFB; display: flex; flex-wrap: wrap; gap: 4px 8px; align-items: baseline; }
.kyu-summary .kyu-full { border-color: #047857; background: #ECFDF5; }
.kyu-summary .kyu-partial { border-color: #B45309; background: #FFFBEB; }
.kyu-summary .kyu-pending span { color: #4B5563; }
.kyu .kyu-summary .kyu-link { font-size: 16px; font-weight: 600; }
.kyu-back { align-self: center; font-weight: 600; }
.kyu-sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);
  white-space: nowrap; }
`;
