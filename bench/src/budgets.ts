/**
 * Bundle byte budgets, checked in CI after the build. Each budget is an exact gzip byte count a
 * bundle may not exceed: raising one is a decision made in a commit, not drift. A group budget
 * sums the files one page needs, found from the build's manifest. The loader's files are also
 * scanned for what a strict Content-Security-Policy refuses.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { budgets, CSP_SCANNED, type Budget, type GroupBudget } from './budgets-table';

const root = fileURLToPath(new URL('../../', import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The files of the entries and everything they import statically, from a Vite manifest. */
function closure(manifest: Record<string, ManifestChunk>, entries: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  entries.forEach(visit);
  return [...seen];
}

function matches(budget: Budget): string[] {
  const dir = join(root, budget.dir);
  try {
    if ('file' in budget) return files(dir).filter((f) => budget.file.test(relative(dir, f)));
    const manifest = JSON.parse(readFileSync(join(dir, budget.manifest), 'utf8'));
    return closure(manifest, budget.entries).map((file) => join(dir, file));
  } catch {
    return [];
  }
}

const gzip = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const row = (name: string, file: string, raw: number, zipped: number, max: number) => {
  const over = zipped > max;
  const use = `${Math.round((zipped / max) * 100)}%`;
  console.log(
    name.padEnd(34),
    file.padEnd(48),
    String(raw).padStart(9),
    String(zipped).padStart(8),
    String(max).padStart(8),
    ` ${use}${over ? '  OVER BUDGET' : ''}`,
  );
  return over;
};

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
  const found = matches(budget);
  if (found.length === 0) {
    const where = 'file' in budget ? budget.file : (budget as GroupBudget).manifest;
    console.log(`${budget.name.padEnd(34)} missing: nothing in ${budget.dir} matches ${where}`);
    failed = true;
    continue;
  }
  if ('file' in budget) {
    for (const file of found) {
      const raw = statSync(file).size;
      failed =
        row(budget.name, relative(root, file), raw, gzip(file), budget.maxGzipBytes) || failed;
    }
    continue;
  }
  const raw = found.reduce((sum, f) => sum + statSync(f).size, 0);
  const zipped = found.reduce((sum, f) => sum + gzip(f), 0);
  failed =
    row(budget.name, `${found.length} files, each gzipped`, raw, zipped, budget.maxGzipBytes) ||
    failed;
}

// eval and the Function constructor need 'unsafe-eval'; a style attribute set from script
// needs 'unsafe-inline' in style-src (setting element.style through the CSSOM does not).
const REFUSED = /\bnew Function\(|\beval\(|setAttribute\(\s*["'`]style["'`]/;
for (const file of files(join(root, CSP_SCANNED)).filter((f) => f.endsWith('.js'))) {
  const hit = REFUSED.exec(readFileSync(file, 'utf8'));
  if (!hit) continue;
  console.log(`${relative(root, file)}: "${hit[0]}" would be refused by a strict CSP`);
  failed = true;
}

if (failed) {
  console.error(
    '\nA bundle is over its budget, missing, or needs an unsafe CSP. Shrink it, or raise the budget in bench/src/budgets-table.ts with a reason.',
  );
  process.exit(1);
}
console.log('\nEvery bundle is within its budget, and the widgets need no unsafe CSP.');
