/** One bundle's budget: the files under `dir` whose path matches `file`, gzip bytes at most. */
export interface Budget {
  name: string;
  dir: string;
  file: RegExp;
  maxGzipBytes: number;
}

// Figures are set from a measured build plus a little room; see the closing notes of each issue.
export const budgets: Budget[] = [];
