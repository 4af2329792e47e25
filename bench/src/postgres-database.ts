/**
 * A throwaway PostgreSQL database for a benchmark: DATABASE_URL when set, else a fresh database
 * on the local server (127.0.0.1:5432, trust auth, as on the dev machine and in CI), dropped after.
 * Its name starts with BENCH_DB_PREFIX (kyu_bench unless set), so that benches run side by side
 * on one server can tell theirs apart.
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { BenchFailure } from './submit/runs';

const execFileAsync = promisify(execFile);

const LOCAL = 'postgres://postgres@127.0.0.1:5432';

export function benchDatabase(): { url: string; drop: () => void } {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, drop: () => {} };
  const prefix = (process.env.BENCH_DB_PREFIX ?? 'kyu_bench').replace(/\W/g, '_');
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const psql = (sql: string) =>
    execFileSync('psql', [`${LOCAL}/postgres`, '-qc', sql], { stdio: 'ignore' });
  psql(`CREATE DATABASE ${name}`);
  return {
    url: `${LOCAL}/${name}`,
    drop: () => psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** How often a bench analyzes its tables where autovacuum does not. */
const ANALYZE_EVERY_MS = 30_000;

/**
 * Analyzes the database at `url` now and every 30 s when its server runs without autovacuum
 * (as on the dev machine): nothing else would update the planner's statistics as the bench's
 * tables grow from empty, and plans chosen for empty tables then scan everything. Autovacuum
 * does this in production. Answers the call that stops it.
 */
export async function analyzeWhileRunning(url: string): Promise<() => void> {
  const psql = (sql: string) =>
    execFileAsync('psql', [url, '-Atqc', sql], { encoding: 'utf8' }).then((r) => r.stdout.trim());
  if ((await psql('show autovacuum')) !== 'off') return () => {};
  console.log(
    `autovacuum is off here: the bench analyzes its tables every ${ANALYZE_EVERY_MS / 1000} s`,
  );
  let running: Promise<unknown> | null = null;
  const run = () => {
    running ??= psql('analyze').finally(() => (running = null));
  };
  run();
  await running;
  const timer = setInterval(run, ANALYZE_EVERY_MS);
  return () => clearInterval(timer);
}

/**
 * Runs `measure` on a throwaway PostgreSQL database (postgres-database.ts), dropped after; a
 * failure sets the exit code and prints its reason.
 */
export async function onBenchDatabase(measure: (url: string) => Promise<void>) {
  const database = benchDatabase();
  try {
    await measure(database.url);
  } catch (error) {
    process.exitCode = 1;
    console.error(error instanceof BenchFailure ? `bench failed: ${error.message}` : error);
  } finally {
    database.drop();
  }
}
