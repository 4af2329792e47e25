/**
 * Hostile requests (issue 23): the real server, seeded, gets each hostile request of the issue
 * and a few of our own, one case at a time, while a second client reads a cheap signed-in route
 * (GET /users/onboarding) every 50 ms. Each case prints the status its request got, how long it
 * took, the worst wait the cheap client saw meanwhile (goal < 100 ms), the server's event-loop
 * delay p99 and max, measured inside it (hostile/loop-delay.mjs, goal p99 < 50 ms), and its
 * peak memory (VmHWM, reset at each case). After the read-aloud cases it checks read-aloud
 * still works. A case is bounded (BENCH_CASE_SECONDS, 60); a server that dies or stops
 * answering is reported and started again for the next case.
 *
 * Runs on PGlite, then PostgreSQL (BENCH_DATABASES=pglite or postgres for one; DATABASE_URL or
 * a fresh database on 127.0.0.1:5432). BENCH_CASES=docx,7 runs only the cases whose item or
 * name holds one of those. Figures only, no timing asserted; the run fails (exit 1) when a case
 * gets a 5xx other than 503 with Retry-After, gets no answer, or leaves the server dead, stalled
 * or with read-aloud broken.
 */
import { CASES } from './hostile/cases';
import { Kyu } from './hostile/kyu';
import { startProbe } from './hostile/probe';
import { CASE_SECONDS, runCase, type Row } from './hostile/run';
import { caseLine, table } from './hostile/table';
import { benchDatabase } from './postgres-database';

const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const ONLY = process.env.BENCH_CASES?.split(',').map((s) => s.trim().toLowerCase());
const cases = ONLY
  ? CASES.filter((c) => ONLY.some((o) => c.item === o || c.name.toLowerCase().includes(o)))
  : CASES;

async function runAll(title: string, kyu: Kyu) {
  const probe = await startProbe();
  const rows: Row[] = [];
  console.log(
    `\n${title}: ${cases.length} cases, each within ${CASE_SECONDS} s; server stderr in ${kyu.logFile}`,
  );
  try {
    for (const c of cases) {
      const row = await runCase(kyu, probe, c);
      console.log(caseLine(row));
      rows.push(row);
    }
  } finally {
    await kyu.stop();
    kyu.cleanUp();
    await probe.stop();
  }
  console.log(`\n${table(title, rows)}`);
  return rows.filter((row) => row.failed).length;
}

async function main() {
  let failures = 0;
  for (const kind of DATABASES) {
    if (kind === 'postgres') {
      let database: ReturnType<typeof benchDatabase>;
      try {
        database = benchDatabase();
      } catch (error) {
        console.log(`\nPostgreSQL: skipped, no database could be made (${String(error)})`);
        continue;
      }
      try {
        const kyu = new Kyu(database.url, 'postgres');
        failures += await runAll(`PostgreSQL (${new URL(database.url).host})`, kyu);
      } finally {
        database.drop();
      }
    } else {
      failures += await runAll('PGlite (embedded)', new Kyu(null, 'pglite'));
    }
  }
  if (failures) {
    console.error(
      `\nbench failed: ${failures} case(s) got a 5xx, no answer, or left the server dead, stalled or broken`,
    );
    process.exitCode = 1;
  }
}

void main();
