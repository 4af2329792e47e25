/**
 * Weekly leagues on PostgreSQL at scale: 1,000,000 students of 200 schools seeded with set-based
 * SQL (generate_series), each in a group of 30 of their school and tier this week with points.
 * Then GET /leaderboard as BENCH_USERS students (500 unless set), at each of BENCH_CONCURRENCY
 * (a comma list, "1,5,20" unless set) requests at a time, for BENCH_SECONDS (10) each, in turns
 * with a bare node:http route answering a body of the same size; any non-200 fails the run.
 * Last, the week's rollover of every group, timed.
 * Goals (issue 12): p95 at most 10 ms, the rollover at most 60 s. Figures only: machines are noisy.
 */
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { openDatabase, openSession, rollOverWeek } from '@kyu/server/testing';
import { freePort } from '@kyu/test-support/net';
import { startKyu } from './kyu-server';
import { onBenchDatabase } from './postgres-database';
import { httpClient } from './submit/http';
import { BenchFailure, forSeconds, type Run } from './submit/runs';
import { figuresLine, figuresOf, secondsOf } from './submit/stats';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const STUDENTS = env('BENCH_LEAGUE_STUDENTS', 1_000_000);
const SCHOOLS = 200;
const USERS = env('BENCH_USERS', 500);
const CONCURRENCIES = (process.env.BENCH_CONCURRENCY ?? '1,5,20').split(',').map(Number);
const SECONDS = env('BENCH_SECONDS', 10);

const psql = async (url: string, sql: string) =>
  (await promisify(execFile)('psql', [url, '-v', 'ON_ERROR_STOP=1', '-Atqc', sql])).stdout.trim();

/**
 * Students, groups and members in a few statements. Points are a hash of the id: members of a
 * group are 600 ids apart, so any multiple of the id would tie the whole group. A student's group follows from their
 * school, tier and place among that school's students of the tier, 30 to a group, so members
 * find their group's id by arithmetic rather than a join.
 */
const SEED = `
  insert into schools (id, school_name) select s, 'League school ' || s from generate_series(1, ${SCHOOLS}) s;
  select setval('schools_id_seq', ${SCHOOLS});
  insert into users (email, username, first_name, last_name, user_role_id, school_id, date_of_birth)
  select 'lb-' || i || '@example.com', 'lb-' || i, 'Pupil', 'Number ' || i, 1, 1 + i % ${SCHOOLS},
    case when i % 2 = 0 then date '2008-01-01' end
  from generate_series(0, ${STUDENTS - 1}) i;
  insert into league_tiers (user_id, tier)
  select id, 1 + (substr(email, 4, length(email) - 15)::int / ${SCHOOLS}) % 3 from users where email like 'lb-%';
  insert into league_weeks (week_start) values (date_trunc('week', now() at time zone 'UTC')::date);
  create temporary table placed as
    select u.id as user_id, u.school_id, t.tier,
      (row_number() over (partition by u.school_id, t.tier order by u.id) - 1) / 30 as slot
    from users u join league_tiers t on t.user_id = u.id where u.email like 'lb-%';
  insert into league_groups (id, week_start, school_id, tier, member_count)
  select ((school_id - 1) * 3 + tier - 1) * 10000 + slot + 1, (select week_start from league_weeks), school_id, tier, count(*)
  from placed group by school_id, tier, slot;
  select setval('league_groups_id_seq', (select max(id) from league_groups));
  insert into league_members (week_start, user_id, group_id, points)
  select (select week_start from league_weeks), user_id, ((school_id - 1) * 3 + tier - 1) * 10000 + slot + 1,
    abs(hashint4(user_id)) % 300
  from placed;
  analyze;`;

async function seed(url: string) {
  const database = await openDatabase({ url, dataDir: null });
  try {
    const started = performance.now();
    await psql(url, SEED);
    console.log(
      `seeded ${STUDENTS} students in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const ids = (
      await psql(url, `select id from users where email like 'lb-%' order by id limit ${USERS}`)
    )
      .split('\n')
      .map(Number);
    const tokens = await Promise.all(ids.map((id) => openSession(database.db, id)));
    const week = await psql(url, 'select week_start from league_weeks');
    return { tokens, week };
  } finally {
    await database.close();
  }
}

/** A bare node:http route answering a fixed body: the least a JSON GET can cost. */
async function bareRoute(body: string) {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/** GET /leaderboard `concurrency` at a time, in turns with the bare route, and the figures. */
async function atOnce(concurrency: number, port: number, tokens: string[], bareOrigin: string) {
  const client = httpClient(`http://127.0.0.1:${port}`, concurrency);
  const bareClient = httpClient(bareOrigin, concurrency);
  let next = 0;
  const board = async () => {
    const token = tokens[next++ % tokens.length]!;
    const answer = await client.send('GET', '/api/v1/leaderboard', {
      authorization: `Bearer ${token}`,
    });
    if (answer.status !== 200)
      throw new BenchFailure(
        `GET /leaderboard answered ${answer.status}: ${answer.body.slice(0, 200)}`,
      );
    return answer.ms;
  };
  const bareCall = async () => (await bareClient.send('GET', '/')).ms;
  try {
    await forSeconds(concurrency, 2, board);
    const kyuRuns: Run[] = [];
    const bareRuns: Run[] = [];
    do {
      kyuRuns.push(await forSeconds(concurrency, 2, board));
      bareRuns.push(await forSeconds(concurrency, 2, bareCall));
    } while (secondsOf(kyuRuns) < SECONDS);
    const kyuFigures = figuresOf(kyuRuns);
    const bareFigures = figuresOf(bareRuns);
    console.log(`${concurrency} at once`);
    console.log(figuresLine('  bare node:http route (same body)', bareFigures));
    console.log(figuresLine('  GET /leaderboard', kyuFigures));
    const ratio = (kyuFigures.perSecond / bareFigures.perSecond).toFixed(3);
    console.log(`  ratio to bare route                ${ratio}`);
    console.log(`  p95 goal 10 ms: ${kyuFigures.p95 <= 10 ? 'met' : 'missed'}`);
  } finally {
    client.close();
    bareClient.close();
  }
}

async function measure(url: string) {
  const { tokens, week } = await seed(url);
  const port = await freePort();
  const kyu = await startKyu(port, { DATABASE_URL: url });
  const first = httpClient(`http://127.0.0.1:${port}`, 1);
  const sample = await first.send('GET', '/api/v1/leaderboard', {
    authorization: `Bearer ${tokens[0]}`,
  });
  first.close();
  const bare = await bareRoute(sample.body);
  console.log(`PostgreSQL, ${STUDENTS} students in groups of 30, ${tokens.length} signed in`);
  try {
    for (const concurrency of CONCURRENCIES) await atOnce(concurrency, port, tokens, bare.origin);
  } finally {
    bare.close();
    await kyu.stop();
  }
  const database = await openDatabase({ url, dataDir: null });
  try {
    const started = performance.now();
    const promoted = await rollOverWeek(database.db, week);
    const seconds = (performance.now() - started) / 1000;
    const results = await psql(url, 'select count(*) from league_results');
    console.log(
      `rollover of ${results} students: ${seconds.toFixed(1)} s, ${promoted.length} promoted (goal 60 s: ${seconds <= 60 ? 'met' : 'missed'})`,
    );
  } finally {
    await database.close();
  }
}

void onBenchDatabase(measure);
