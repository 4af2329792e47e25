/** The leaderboard's own styles, after the shared sheet: the standings table and its zones. */
export const LEADERBOARD_CSS = `
.kyu.kyu-leaderboard { max-width: 576px; }
.kyu .kyu-board-title { font-size: 20px; margin: 0; }
.kyu .kyu-board-sub { margin: 0; color: #4B5563; font-size: 14px; }
.kyu .kyu-board-scroll { overflow-x: auto; border-radius: 8px; }
.kyu .kyu-board-scroll:focus-visible { outline: 3px solid var(--kyu-highlight1, #FFD23F); outline-offset: 2px; }
.kyu table { border-collapse: collapse; width: 100%; font-size: 15px; }
.kyu caption { text-align: left; font-weight: 600; padding-bottom: 8px; }
.kyu th, .kyu td { padding: 6px 10px; text-align: left; border-bottom: 1px solid #E5E7EB; }
.kyu td.kyu-num, .kyu th.kyu-num { text-align: right; font-variant-numeric: tabular-nums; }
.kyu tr.kyu-you { background: #FEF9C3; font-weight: 700; }
.kyu tr.kyu-zone-promotion td:first-child { border-left: 4px solid #15803D; }
.kyu tr.kyu-zone-demotion td:first-child { border-left: 4px solid #B91C1C; }
.kyu .kyu-zone { display: block; font-size: 13px; font-weight: 400; color: #374151; }
.kyu .kyu-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);
  white-space: nowrap; }
`;
