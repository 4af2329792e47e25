import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { generationJobs, quizzes } from '../../db/schema';
import { useTestApp } from '../../test/use-test-app';
import { requeueAbandoned, runGeneration } from './generation';
import * as jobs from './generation-queries';
import { finishedJob, worksheetSchool, type WorksheetSchool } from './test-school';

/**
 * A generation job survives its instance dying (issue 23): the run holds the job by a lease it
 * renews, another instance takes up a job whose lease ran out, and a worksheet is counted only
 * by the run holding the job and only once, so none is made twice.
 */
describe('worksheet generation: a job held by a lease', () => {
  const t = useTestApp();
  let s: WorksheetSchool;
  beforeAll(async () => {
    s = await worksheetSchool(t.db);
  });

  const newJob = (total: number, purpose: string) =>
    jobs.insertJob(t.db, {
      schoolId: s.school.id,
      ownerId: s.teacher.user.id,
      courseId: s.course.id,
      total,
      quizTypeId: 1,
      params: {
        course_id: s.course.id,
        number_of_worksheets: total,
        questions_per_worksheet: 1,
        purpose,
      },
    });
  const expireLease = (id: number) =>
    t.db
      .update(generationJobs)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(generationJobs.id, id));
  const worksheetsTitled = async (purpose: string) =>
    (await t.db.select({ title: quizzes.title }).from(quizzes))
      .map((r) => r.title)
      .filter((title) => title.startsWith(`${purpose} `))
      .sort();
  const noModel = {
    name: 'none',
    generate: () => Promise.reject(new Error('a bank job asks no model')),
  };

  it('leaves a job held by a live run alone, and takes it up once that run stops renewing', async () => {
    const job = await newJob(2, 'Held');
    // Another instance took the job and is working on it.
    expect(await jobs.claimJob(t.db, job.id, 'the-other-run', 60_000)).toBeDefined();
    const deps = { db: t.db, generator: noModel, signal: new AbortController().signal };
    await runGeneration(deps, job.id, () => new Date());
    expect(await jobs.findJob(t.db, job.id)).toMatchObject({ status: 'running', made: 0 });
    expect(await requeueAbandoned(t.db, t.app.queue)).toBe(0);

    // That instance dies: its lease runs out, and the sweep queues the job for another.
    await expireLease(job.id);
    expect(await requeueAbandoned(t.db, t.app.queue)).toBe(1);
    const done = await finishedJob(t.app, s.teacher.headers, job.id);
    expect(done).toMatchObject({ status: 'done', made: 2, total: 2 });
    expect(await worksheetsTitled('Held')).toEqual(['Held 1 of 2', 'Held 2 of 2']);
    expect(await jobs.findJob(t.db, job.id)).toMatchObject({ leaseToken: null, leaseUntil: null });
  });

  it('counts a worksheet only for the run holding the job, and only once', async () => {
    const job = await newJob(3, 'Counted');
    expect(await jobs.claimJob(t.db, job.id, 'first', 60_000)).toBeDefined();
    expect(await jobs.addMade(t.db, job.id, 'first', 0, 101)).toBe(true);
    // The same worksheet again (a retried transaction) is not counted twice.
    expect(await jobs.addMade(t.db, job.id, 'first', 0, 102)).toBe(false);
    // The first run stalls past its lease; a second takes the job.
    expect(await jobs.claimJob(t.db, job.id, 'second', 60_000)).toBeUndefined();
    await expireLease(job.id);
    expect(await jobs.claimJob(t.db, job.id, 'second', 60_000)).toMatchObject({ made: 1 });
    // The first run, back, can neither count nor renew: it stops.
    expect(await jobs.addMade(t.db, job.id, 'first', 1, 103)).toBe(false);
    expect(await jobs.renewLease(t.db, job.id, 'first', 60_000)).toBe(false);
    expect(await jobs.addMade(t.db, job.id, 'second', 1, 104)).toBe(true);
    expect(await jobs.findJob(t.db, job.id)).toMatchObject({ made: 2, worksheetIds: [101, 104] });
  });

  it('leaves a finished job alone', async () => {
    const job = await newJob(1, 'Finished');
    const deps = { db: t.db, generator: noModel, signal: new AbortController().signal };
    await runGeneration(deps, job.id, () => new Date());
    expect(await jobs.findJob(t.db, job.id)).toMatchObject({ status: 'done', made: 1 });
    expect(await jobs.claimJob(t.db, job.id, 'late', 60_000)).toBeUndefined();
    await runGeneration(deps, job.id, () => new Date());
    expect(await worksheetsTitled('Finished')).toEqual(['Finished 1 of 1']);
  });
});
