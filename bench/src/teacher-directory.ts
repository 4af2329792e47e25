/**
 * The teacher directory's search on PostgreSQL: a school of 2,000 students in 60 classes (among
 * BENCH_DIRECTORY_SCHOOLS schools of the same size, 20 unless set, so the users table is not the
 * school alone), seeded with set-based SQL. Then GET /teachers/students?name_or_username=… as the
 * school's teacher-admin, a different fragment each call, BENCH_CONCURRENCY at a time (20), for
 * BENCH_SECONDS (10), in turns with a bare node:http route answering a body of the same size;
 * any non-200 fails the run. Goal (issue 13): p95 at most 20 ms. Figures only: machines are noisy.
 */
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { openDatabase, openSession } from '@kyu/server/testing';
import { freePort } from '@kyu/test-support/net';
import { startKyu } from './kyu-server';
import { onBenchDatabase } from './postgres-database';
import { httpClient } from './submit/http';
import { BenchFailure, forSeconds, type Run } from './submit/runs';
import { figuresLine, figuresOf, secondsOf } from './submit/stats';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SCHOOLS = env('BENCH_DIRECTORY_SCHOOLS', 20);
const STUDENTS = 2_000;
const CLASSES = 60;
const CONCURRENCY = env('BENCH_CONCURRENCY', 20);
const SECONDS = env('BENCH_SECONDS', 10);
/** What a teacher types: parts of first names, last names and usernames, some matching none. */
const FRAGMENTS = ['ada', 'son', 'lee', 'mar', 'an', 'okafor', 'td-1', 'zzq', 'ri', 'kim'];

const psql = async (url: string, sql: string) =>
  (await promisify(execFile)('psql', [url, '-v', 'ON_ERROR_STOP=1', '-Atqc', sql])).stdout.trim();

const FIRST = `(array['Ada','Alan','Grace','Mariam','Chen','Tunde','Lee','Sofia','Ravi','Kim'])`;
const LAST = `(array['Okafor','Anderson','Lee','Marsh','Nakamura','Johnson','Ribeiro','Kimura','Smith','Patel'])`;

/** Schools, their students and classes; the first school's teacher-admin is who searches. */
const SEED = `
  insert into schools (school_name) select 'Directory school ' || s from generate_series(1, ${SCHOOLS}) s;
  insert into academic_levels (name) values ('Directory level');
  insert into subjects (name) values ('Directory subject');
  insert into users (email, username, first_name, last_name, user_role_id, school_id)
  select 'td-' || i || '@example.com', 'td-' || i, ${FIRST}[1 + (i / ${SCHOOLS}) % 10], ${LAST}[1 + (i / ${SCHOOLS * 10}) % 10] || ' ' || i, 1,
    (select min(id) from schools) + i % ${SCHOOLS}
  from generate_series(0, ${STUDENTS * SCHOOLS - 1}) i;
  insert into users (email, username, first_name, last_name, user_role_id, teacher_role_id, school_id)
  values ('td-owner@example.com', 'td-owner', 'Olu', 'Owner', 2, 1, (select min(id) from schools));
  insert into classes (name, school_id, academic_level_id, subject_id)
  select 'Class ' || c, (select min(id) from schools), (select id from academic_levels where name = 'Directory level'),
    (select id from subjects where name = 'Directory subject')
  from generate_series(1, ${CLASSES}) c;
  insert into class_members (class_id, user_id)
  select (select min(id) from classes) + (row_number() over (order by u.id) - 1) % ${CLASSES}, u.id
  from users u where u.school_id = (select min(id) from schools) and u.user_role_id = 1;
  analyze;`;

async function seed(url: string) {
  const database = await openDatabase({ url, dataDir: null });
  try {
    const started = performance.now();
    await psql(url, SEED);
    console.log(
      `seeded ${SCHOOLS} schools of ${STUDENTS} students in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const owner = Number(await psql(url, "select id from users where username = 'td-owner'"));
    return await openSession(database.db, owner);
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

async function measure(url: string) {
  const token = await seed(url);
  const port = await freePort();
  const kyu = await startKyu(port, { DATABASE_URL: url });
  const client = httpClient(`http://127.0.0.1:${port}`, CONCURRENCY);
  const headers = { authorization: `Bearer ${token}` };
  const path = (i: number) =>
    `/api/v1/teachers/students?name_or_username=${FRAGMENTS[i % FRAGMENTS.length]}&size=20`;
  let next = 0;
  const search = async () => {
    const answer = await client.send('GET', path(next++), headers);
    if (answer.status !== 200)
      throw new BenchFailure(
        `GET ${path(next)} answered ${answer.status}: ${answer.body.slice(0, 200)}`,
      );
    return answer.ms;
  };
  const sample = (await client.send('GET', path(0), headers)).body;
  const bare = await bareRoute(sample);
  const bareClient = httpClient(bare.origin, CONCURRENCY);
  const bareCall = async () => (await bareClient.send('GET', '/')).ms;
  try {
    await forSeconds(CONCURRENCY, 2, search);
    const kyuRuns: Run[] = [];
    const bareRuns: Run[] = [];
    do {
      kyuRuns.push(await forSeconds(CONCURRENCY, 2, search));
      bareRuns.push(await forSeconds(CONCURRENCY, 2, bareCall));
    } while (secondsOf(kyuRuns) < SECONDS);
    const kyuFigures = figuresOf(kyuRuns);
    const bareFigures = figuresOf(bareRuns);
    console.log(
      `PostgreSQL, a school of ${STUDENTS} students in ${CLASSES} classes (${SCHOOLS * STUDENTS} students in all), ${CONCURRENCY} at once`,
    );
    console.log(figuresLine('bare node:http route (same body)', bareFigures));
    console.log(figuresLine('GET /teachers/students?name_or_username', kyuFigures));
    console.log(
      `ratio to bare route                  ${(kyuFigures.perSecond / bareFigures.perSecond).toFixed(3)}`,
    );
    console.log(`p95 goal 20 ms: ${kyuFigures.p95 <= 20 ? 'met' : 'missed'}`);
  } finally {
    client.close();
    bareClient.close();
    bare.close();
    await kyu.stop();
  }
}

void onBenchDatabase(measure);
