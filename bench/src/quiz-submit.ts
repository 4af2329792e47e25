/**
 * Quiz submissions: students each open the seeded 20-question mock exam, submit every answer and
 * read the marking stream to its end, on PostgreSQL, beside a bare Fastify route that takes the
 * same multipart body and streams the same number of events. Prints submissions per second and
 * p50/p99 of each, and the ratio; figures only, the machines are noisy.
 */
import Fastify from 'fastify';
import { benchDatabase } from './postgres-database';
import { startKyu } from './kyu-server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 8);

interface Detail {
  questions: { id: number; question_type_id: number; options: { order: number }[] }[];
}

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

/** An answer of the right shape for each question, right or wrong: the server marks either. */
function answersFor(detail: Detail) {
  return detail.questions.map((q) => ({
    question_id: q.id,
    value:
      q.question_type_id <= 2
        ? String(q.options[0]?.order ?? 1)
        : q.question_type_id === 3
          ? '12'
          : q.question_type_id === 6
            ? '{}'
            : 'Plants need light and water to grow.',
    time_spent: 20,
    num_options_clicked: 1,
  }));
}

/** Posts one submission and reads the event stream to its end; resolves to milliseconds. */
async function submit(url: string, token: string | null, evaluations: unknown[]): Promise<number> {
  const form = new FormData();
  form.set('evaluations', JSON.stringify(evaluations));
  const started = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    body: form,
    headers: {
      'idempotency-key': crypto.randomUUID(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  const text = await res.text();
  if (!res.ok || !text.includes('event: end'))
    throw new Error(`${url}: ${res.status} ${text.slice(0, 300)}`);
  return performance.now() - started;
}

async function run(lanes: (() => Promise<number>)[]) {
  const times: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    lanes.map(async (lane) => {
      while (performance.now() < until) times.push(await lane());
    }),
  );
  return {
    perSecond: times.length / SECONDS,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
  };
}

async function bareFastify() {
  const app = Fastify();
  app.addContentTypeParser('multipart/form-data', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );
  app.post('/submit', (_request, reply) => {
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
    for (let i = 1; i <= 20; i++)
      reply.raw.write(`event: evaluations\ndata: {"question_id":${i},"marks_given":1}\n\n`);
    reply.raw.end('event: attempt\ndata: {}\n\nevent: end\ndata: {}\n\n');
    return reply;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/submit`,
    close: () => app.close(),
  };
}

async function signUp(api: string, i: number, levelId: number | undefined): Promise<string> {
  const res = await fetch(`${api}/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      role: 'student',
      email: `bench-${i}-${Date.now()}@example.com`,
      password: 'bench-password-2026',
      first_name: 'Bench',
      last_name: `Student ${i}`,
      academic_level_id: levelId,
    }),
  });
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`sign-up answered ${res.status}`);
  return body.access_token;
}

async function main() {
  const database = benchDatabase();
  const bare = await bareFastify();
  const { api, stop } = await startKyu(8393, { DATABASE_URL: database.url });
  try {
    const levels = (await (await fetch(`${api}/academic-levels`)).json()) as {
      id: number;
      name: string;
    }[];
    const levelId = levels.find((l) => l.name === 'Primary 5')?.id;
    const tokens = await Promise.all(
      Array.from({ length: STUDENTS }, (_, i) => signUp(api, i, levelId)),
    );
    const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
    const list = (await (
      await fetch(`${api}/quiz?show_question_count=true`, auth(tokens[0]!))
    ).json()) as { id: number; question_count?: number }[];
    const quiz = list.find((q) => q.question_count === 20);
    if (!quiz) throw new Error('no 20-question quiz is seeded');

    const sample = (await (
      await fetch(`${api}/quiz/${quiz.id}`, auth(tokens[0]!))
    ).json()) as Detail;
    const body = answersFor(sample);
    const bareRun = await run(tokens.map(() => () => submit(bare.url, null, body)));
    const kyuRun = await run(
      tokens.map((token) => async () => {
        // Each submission finishes an attempt; opening the quiz again starts the next one.
        await (await fetch(`${api}/quiz/${quiz.id}`, auth(token))).arrayBuffer();
        return submit(`${api}/quiz/${quiz.id}/submit`, token, body);
      }),
    );
    const line = (name: string, r: typeof kyuRun) =>
      console.log(
        `${name.padEnd(34)} ${r.perSecond.toFixed(1).padStart(7)} /s  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms`,
      );
    console.log(
      `PostgreSQL, ${STUDENTS} students at once, ${SECONDS} s each, 20 questions per submission`,
    );
    line('bare Fastify route (same body)', bareRun);
    line('POST /quiz/{id}/submit (marked)', kyuRun);
    console.log(
      `ratio to bare route               ${(kyuRun.perSecond / bareRun.perSecond).toFixed(3)}`,
    );
  } finally {
    stop();
    await bare.close();
    // Give the server a moment to let go of its connections before the database is dropped.
    await new Promise((r) => setTimeout(r, 500));
    database.drop();
  }
}

void main();
