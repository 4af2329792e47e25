/**
 * Scenario 5: one of two instances dies. Two Kyu instances share one database (and one upload
 * folder) behind a round-robin proxy. A teacher starts a worksheet generation job (the model
 * double takes FAULTS_GENERATION_DELAY_MS per worksheet) and parents buy courses through the
 * test checkout, whose events reach the webhook as jobs. While the job writes its second
 * worksheet, parents pay, and a lock on the webhook's table (as a slow database would) holds each
 * instance's payment event mid-transaction; then the instance writing the job is killed with
 * SIGKILL, and started again a few seconds later, as a supervisor would. The suite waits (at most FAULTS_JOB_WAIT_S)
 * for the job and the payments to settle, then checks: the job done exactly once (each of its
 * worksheets made once), each payment applied exactly once (one subscription, one grant of the
 * course, one receipt), none lost.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { multipartForm } from '@kyu/test-support/multipart';
import { freePort } from '@kyu/test-support/net';
import { answered, attempt, call, headers, homeAddress } from '../client';
import { startKyuInstance, type KyuInstance } from '../kyu-instance';
import { startProxy } from '../proxy';
import { purchase } from '../purchase';
import { ScenarioReport } from '../report';
import { families, seeded, worksheetTeacher } from '../seed';
import { SETTINGS } from '../settings';
import { checkingPool, sleep, type SuiteEnv } from '../suite-env';
import { checkJob, checkPayments } from './instance-records';

const NOTES = `# Rivers

The Nile is about 6650 kilometres long.
Rivers carry water from mountains down to the ocean.`;
const RESTART_AFTER_MS = 3000;

export async function instanceKilled({ database, model, logDir }: SuiteEnv) {
  const report = new ScenarioReport(
    'One of two instances killed (SIGKILL) during a webhook event and a generation job',
  );
  const s = SETTINGS.instances;
  const url = await database('faults_instances');
  const { shop, teacher } = await seeded(url, async (db) => ({
    shop: await families(db, s.payments),
    teacher: await worksheetTeacher(db),
  }));
  model.setMode('answer');
  model.setGenerationDelay(s.generationDelayMs);
  const ports = [await freePort(), await freePort()];
  const proxy = await startProxy(ports);
  const dataDir = mkdtempSync(join(tmpdir(), 'kyu-faults-data-'));
  const instances: KyuInstance[] = [];
  const pool = checkingPool(url);
  try {
    // One after the other, as e2e/two-instances does: on a new database the first makes the job
    // queue's tables, and two making them at once can deadlock (pg-boss's createQueue).
    for (const [i, port] of ports.entries()) {
      instances.push(
        await startKyuInstance({
          name: `instance-${i}`,
          port,
          logDir,
          env: {
            DATABASE_URL: url,
            DATA_DIR: dataDir,
            PUBLIC_URL: proxy.origin,
            LLM_BASE_URL: model.urlFor(`i${i}`),
            LLM_MODEL: 'fake',
          },
        }),
      );
    }
    const api = `${proxy.origin}/api/v1`;
    const target = { api, publicUrl: proxy.origin, retryForMs: SETTINGS.retryForMs };
    const teacherHeaders = headers({ token: teacher.token, from: homeAddress(1) });
    const form = multipartForm({ document_type: 'source' }, [
      { filename: 'rivers.md', contentType: 'text/markdown', bytes: Buffer.from(NOTES) },
    ]);
    const uploaded = await attempt(
      report,
      'documents uploaded',
      async () =>
        answered(
          await call(`${api}/worksheets/generation/documents`, {
            method: 'POST',
            headers: { ...teacherHeaders, ...form.headers },
            body: form.payload,
          }),
          async (res) => ((await res.json()) as { id: number }).id,
        ),
      SETTINGS.retryForMs,
    );
    if (!uploaded.value) throw new Error(`the document could not be uploaded: ${uploaded.failure}`);
    const purpose = `Faults run ${Date.now()}`;
    const body = JSON.stringify({
      course_id: teacher.courseId,
      number_of_worksheets: s.worksheets,
      questions_per_worksheet: 2,
      source_ids: [uploaded.value],
      purpose,
    });
    const since = Date.now();
    // A document is extracted by a job of its own: until then generation answers 409.
    let jobId: number | null = null;
    for (let i = 0; i < 120 && jobId === null; i++) {
      const res = await call(`${api}/worksheets/generate`, {
        method: 'POST',
        headers: teacherHeaders,
        body,
      });
      if (res.ok) jobId = ((await res.json()) as { job_id: number }).job_id;
      else await sleep(500);
    }
    if (jobId === null) throw new Error('the generation job could not be started');
    report.begin();
    const generations = () => model.asked.filter((a) => a.kind === 'generation' && a.at >= since);
    const until = async (test: () => boolean, ms: number) => {
      const deadline = performance.now() + ms;
      while (!test() && performance.now() < deadline) await sleep(50);
      return test();
    };
    if (!(await until(() => generations().length >= 2, 60_000)))
      throw new Error('the second worksheet was never asked of the model');
    const writer = generations().at(-1)!.tag;
    const victim = instances[Number(writer.slice(1))]!;
    // While the job writes, parents pay; a lock on the webhook's table holds each instance's
    // payment event mid-transaction (as a slow database would), so that the kill finds one there.
    const active = async () =>
      (
        await pool.query<{ name: string; n: number }>(
          `select name, count(*)::int as n from pgboss.job where state = 'active' group by name`,
        )
      ).rows;
    const holder = await pool.connect();
    let paid: boolean[];
    let inFlight: Awaited<ReturnType<typeof active>>;
    try {
      await holder.query('begin');
      await holder.query('lock table payment_events in exclusive mode');
      paid = await Promise.all(
        shop.families.map((family, i) =>
          purchase(report, target, family, shop.priceId, homeAddress(10 + i)),
        ),
      );
      for (let i = 0; i < 100; i++) {
        const events = (await active()).find((r) => r.name === 'payment-events');
        if (events?.n === instances.length) break;
        await sleep(100);
      }
      inFlight = await active();
      const worksheet = generations().filter((a) => a.tag === writer).length;
      await victim.kill();
      report.fault(
        `${victim.name} killed (SIGKILL) while writing worksheet ${worksheet} of ${s.worksheets}, a payment event mid-transaction`,
      );
    } finally {
      await holder.query('commit').catch(() => undefined);
      holder.release();
    }
    report.note(
      `jobs active at the kill, on both instances: ${inFlight.map((r) => `${r.name} ×${r.n}`).join(', ') || 'none'}`,
    );
    await sleep(RESTART_AFTER_MS);
    await victim.start();
    report.recovered(`${victim.name} started again`);
    const settled = async () =>
      (await checkJob(pool, jobId, purpose)).settled &&
      (await checkPayments(pool, shop.families, paid)).settled;
    const waitStarted = performance.now();
    while (!(await settled()) && performance.now() - waitStarted < s.waitSeconds * 1000)
      await sleep(1000);
    report.note(
      `waited ${((performance.now() - waitStarted) / 1000).toFixed(0)} s after the restart (at most ${s.waitSeconds} s) for the job and payments to settle`,
    );
    const job = await checkJob(pool, jobId, purpose);
    report.lose(job.lost, job.lostWhat);
    report.duplicate(job.duplicates, 'worksheets made more than once');
    const payment = await checkPayments(pool, shop.families, paid);
    for (const [what, count] of payment.lost) report.lose(count, what);
    for (const [what, count] of payment.duplicates) report.duplicate(count, what);
    report.note(job.summary);
  } finally {
    await pool.end();
    for (const instance of instances) await instance.stop();
    await proxy.close();
    rmSync(dataDir, { recursive: true, force: true });
    model.setGenerationDelay(0);
  }
  for (const instance of instances)
    for (const exit of instance.unexpectedExits) report.check(false, exit);
  return report;
}
