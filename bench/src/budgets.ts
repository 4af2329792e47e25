/**
 * Bundle byte budgets, checked in CI after the build. Each budget is an exact gzip byte count a
 * bundle may not exceed: raising one is a decision made in a commit, not drift.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { budgets } from './budgets-table';

const root = fileURLToPath(new URL('../../', import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

let failed = false;
console.log(
  'bundle'.padEnd(34),
  'file'.padEnd(48),
  'raw'.padStart(9),
  'gzip'.padStart(8),
  'budget'.padStart(8),
  ' use',
);
for (const budget of budgets) {
  const dir = join(root, budget.dir);
  let matches: string[];
  try {
    matches = files(dir).filter((f) => budget.file.test(relative(dir, f)));
  } catch {
    matches = [];
  }
  if (matches.length === 0) {
    console.log(
      `${budget.name.padEnd(34)} missing: nothing in ${budget.dir} matches ${budget.file}`,
    );
    failed = true;
    continue;
  }
  for (const file of matches) {
    const bytes = readFileSync(file);
    const gzip = gzipSync(bytes, { level: 9 }).length;
    const over = gzip > budget.maxGzipBytes;
    failed ||= over;
    const use = `${Math.round((gzip / budget.maxGzipBytes) * 100)}%`;
    console.log(
      budget.name.padEnd(34),
      relative(root, file).padEnd(48),
      String(bytes.length).padStart(9),
      String(gzip).padStart(8),
      String(budget.maxGzipBytes).padStart(8),
      ` ${use}${over ? '  OVER BUDGET' : ''}`,
    );
  }
}
if (failed) {
  console.error(
    '\nA bundle is over its budget or missing. Shrink it, or raise the budget in bench/src/budgets-table.ts with a reason.',
  );
  process.exit(1);
}
console.log('\nEvery bundle is within its budget.');
