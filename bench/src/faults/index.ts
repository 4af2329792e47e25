/**
 * The fault suite (issue 23, "Faults survived"): each scenario runs the real Kyu server against
 * services of the suite's own (a PostgreSQL cluster, a redis-server, an SMTP server and a model
 * server, on free ports), injects its faults under load, and then checks with SQL and API reads
 * that nothing acknowledged was lost and nothing was applied twice. It prints each scenario's
 * figures and a total line, and exits non-zero when a record was lost or duplicated, or another
 * check failed. `pnpm --filter @kyu/bench faults` (faults:short for the CI-sized run; settings.ts
 * has the knobs). The servers' logs are kept in a temporary folder, named at the end.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REQUEST_TIMEOUT_MS } from './client';
import { startModelDouble } from './model-double';
import { startPostgresCluster } from './postgres-cluster';
import { ScenarioReport } from './report';
import { seeded } from './seed';
import { instanceKilled } from './scenarios/instance-killed';
import { modelFaults } from './scenarios/model-faults';
import { postgresRestart } from './scenarios/postgres-restart';
import { redisRestart } from './scenarios/redis-restart';
import { smtpDown } from './scenarios/smtp-down';
import { SETTINGS } from './settings';
import type { SuiteEnv } from './suite-env';

const TEMPLATE = 'faults_template';

const SCENARIOS: [string, (env: SuiteEnv) => Promise<ScenarioReport>][] = [
  ['postgres', postgresRestart],
  ['redis', redisRestart],
  ['smtp', smtpDown],
  ['model', modelFaults],
  ['instances', instanceKilled],
];

async function main() {
  const started = performance.now();
  const logDir = mkdtempSync(join(tmpdir(), 'kyu-faults-logs-'));
  console.log(`Fault suite (${SETTINGS.short ? 'short' : 'full'} run); server logs in ${logDir}`);
  const cluster = await startPostgresCluster();
  // Interrupted, the suite still stops its PostgreSQL (and, on exit, its servers).
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void cluster.stop().finally(() => process.exit(130)));
  // Migrated and seeded once; each scenario's database is a copy, made in a moment.
  await seeded(await cluster.database(TEMPLATE), async () => undefined);
  const database = (name: string) => cluster.database(name, TEMPLATE);
  const model = await startModelDouble();
  const reports: ScenarioReport[] = [];
  try {
    for (const [name, run] of SCENARIOS) {
      if (SETTINGS.only.length && !SETTINGS.only.includes(name)) continue;
      let report: ScenarioReport;
      try {
        report = await run({ cluster, database, model, logDir });
      } catch (error) {
        report = new ScenarioReport(name);
        report.check(
          false,
          `the scenario could not run: ${(error as Error).stack ?? String(error)}`,
        );
      }
      report.check(
        report.unavoided5xx === 0,
        `${report.unavoided5xx} operations ended on a 5xx that retrying did not get past`,
      );
      report.check(
        report.timeouts === 0,
        `${report.timeouts} requests got no complete answer within ${REQUEST_TIMEOUT_MS / 1000} s`,
      );
      report.print();
      reports.push(report);
    }
  } finally {
    await model.close();
    await cluster.stop();
  }
  const sum = (pick: (r: ScenarioReport) => number) => reports.reduce((n, r) => n + pick(r), 0);
  const lost = sum((r) => r.lost);
  const duplicates = sum((r) => r.duplicates);
  const failedChecks = sum((r) => r.failedChecks.length);
  console.log(
    `\nfaults injected: ${sum((r) => r.faults.length)}, records lost: ${lost}, duplicates: ${duplicates}`,
  );
  console.log(
    `checks failed: ${failedChecks}; ${((performance.now() - started) / 1000).toFixed(0)} s in all; server logs in ${logDir}`,
  );
  if (lost || duplicates || failedChecks) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
