/**
 * A throwaway PostgreSQL database for a benchmark: DATABASE_URL when set, else a fresh database
 * on the local server (127.0.0.1:5432, trust auth, as on the dev machine and in CI), dropped after.
 * Its name starts with BENCH_DB_PREFIX (kyu_bench unless set), so that benches run side by side
 * on one server can tell theirs apart.
 */
import { execFileSync } from 'node:child_process';

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
