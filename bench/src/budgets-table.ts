/** One bundle's budget: the files under `dir` whose path matches `file`, gzip bytes at most. */
export interface Budget {
  name: string;
  dir: string;
  file: RegExp;
  maxGzipBytes: number;
}

// Each figure is the measured gzip -9 size at the time it was set plus about 10% room, so
// growth is a decision taken in a commit. The script tag a school pastes must stay tiny: it
// loads nothing but the registry until a kyu-* element appears.
export const budgets: Budget[] = [
  { name: 'loader: kyu.js (script tag)', dir: 'loader/dist', file: /^kyu\.js$/, maxGzipBytes: 800 },
  {
    name: 'loader: core chunk',
    dir: 'loader/dist',
    file: /^chunks\/core-.*\.js$/,
    maxGzipBytes: 7700,
  },
  {
    name: 'loader: preact + r2wc chunk',
    dir: 'loader/dist',
    file: /^chunks\/preact-.*\.js$/,
    maxGzipBytes: 12000,
  },
  {
    name: 'loader: shared widget chunk',
    dir: 'loader/dist',
    file: /^chunks\/widgets-shared-.*\.js$/,
    maxGzipBytes: 1600,
  },
  {
    name: 'loader: each auth widget',
    dir: 'loader/dist',
    file: /^chunks\/(login|signup|forgot-password|reset-password|onboarding)-.*\.js$/,
    maxGzipBytes: 1500,
  },
  {
    name: 'portal: entry',
    dir: 'demo-site/dist',
    file: /^assets\/index-.*\.js$/,
    maxGzipBytes: 24500,
  },
  {
    name: 'portal: styles',
    dir: 'demo-site/dist',
    file: /^assets\/index-.*\.css$/,
    maxGzipBytes: 1100,
  },
  {
    name: 'console: entry (react-admin)',
    dir: 'console/dist',
    file: /^assets\/index-.*\.js$/,
    maxGzipBytes: 410000,
  },
];
