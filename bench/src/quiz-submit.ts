/**
 * Quiz submissions on PostgreSQL. Students seeded straight into a fresh database (no sign-up,
 * so no per-address limit) open the Primary 5 Mathematics mock exam, untimed, then submit its
 * 20 answers as multipart and read the marking stream to its end, BENCH_CONCURRENCY at a time
 * (200 unless set): that submit alone is timed. A submission counts only when its stream is
 * complete and right (every question's mark as the keys say, the attempt's totals, `end` last);
 * a non-2xx or an `error` event fails the run with its reason. Beside it in the same run, in
 * turns with it: a bare Fastify route that parses the same multipart body and streams the same
 * bytes; then the quiz list (GET /quiz) alone. SOAK_MINUTES adds a soak at half the peak rate (soak.ts).
 * BENCH_SERVER_NODE_ARGS go to the server's node (kyu-server.ts). Figures only: machines are noisy.
 */
import { openDatabase, seedIfEmpty, tables } from '@kyu/server/testing';
import { quizWithKeys, seedStudents } from '@kyu/test-support/db';
import { freePort } from '@kyu/test-support/net';
import { startKyu } from './kyu-server';
import { analyzeWhileRunning, onBenchDatabase } from './postgres-database';
import { answersFor } from './submit/answers';
import { bareRoute } from './submit/bare-route';
import { httpClient, multipart } from './submit/http';
import {
  forSeconds,
  listRun,
  openAttempt,
  submit,
  submitRound,
  type Run,
  type Target,
} from './submit/runs';
import { soak } from './submit/soak';
import { figuresLine, figuresOf, secondsOf } from './submit/stats';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SECONDS = env('BENCH_SECONDS', 10);
const CONCURRENCY = env('BENCH_CONCURRENCY', 200);
const STUDENTS = Math.max(env('BENCH_STUDENTS', CONCURRENCY * 5), CONCURRENCY);
const SOAK_MINUTES = env('SOAK_MINUTES', 0);
const QUIZ = 'Primary 5 Mathematics mock exam';

/** Seeds the demo school, then the students; answers the quiz, its answers and the tokens. */
async function seed(url: string) {
  const database = await openDatabase({ url, dataDir: null });
  try {
    await seedIfEmpty(database.db);
    const quiz = await quizWithKeys(database.db, QUIZ);
    // Pupils of the demo school, which has leagues on: a first submission also pays league points.
    const [school] = await database.db
      .select({ id: tables.schools.id })
      .from(tables.schools)
      .limit(1);
    const tokens = await seedStudents(database.db, {
      count: STUDENTS,
      level: 'Primary 5',
      prefix: 'bench-student',
      schoolId: school?.id,
    });
    return { quiz, tokens };
  } finally {
    await database.close();
  }
}

async function measure(url: string) {
  const { quiz, tokens } = await seed(url);
  const stopAnalyzing = await analyzeWhileRunning(url);
  const port = await freePort();
  const kyu = await startKyu(port, { DATABASE_URL: url });
  const client = httpClient(`http://127.0.0.1:${port}`, CONCURRENCY);
  let bare: Awaited<ReturnType<typeof bareRoute>> | null = null;
  let bareClient: ReturnType<typeof httpClient> | null = null;
  try {
    const want = answersFor(quiz.questions);
    const t: Target = {
      send: client.send,
      quizId: quiz.id,
      form: multipart({ evaluations: want.evaluations }),
      want,
    };
    // A first round warms the server up; its last stream is what the bare route answers.
    await submitRound(t, tokens.slice(0, CONCURRENCY), CONCURRENCY);
    await openAttempt(t, tokens[0]!);
    const sample = await submit(t, tokens[0]!, `/api/v1/quiz/${quiz.id}/submit`);
    bare = await bareRoute(sample.body);
    bareClient = httpClient(bare.origin, CONCURRENCY);
    const bareTarget = { ...t, send: bareClient.send };
    const bareCall = async () => (await submit(bareTarget, null, '/submit')).ms;
    await forSeconds(CONCURRENCY, 1, bareCall);
    // Kyu's rounds and the bare route take turns, each as long as the other, so that a change
    // in the machine's load weighs on both sides of the ratio.
    const kyuRuns: Run[] = [];
    const bareRuns: Run[] = [];
    do {
      const round = await submitRound(t, tokens, CONCURRENCY);
      kyuRuns.push(round);
      bareRuns.push(await forSeconds(CONCURRENCY, round.seconds, bareCall));
    } while (secondsOf(kyuRuns) < SECONDS);
    const kyuFigures = figuresOf(kyuRuns);
    const bareFigures = figuresOf(bareRuns);
    const listFigures = figuresOf([
      await listRun(t, tokens, CONCURRENCY, Math.max(2, SECONDS / 2)),
    ]);
    console.log(
      `PostgreSQL, ${STUDENTS} students, ${CONCURRENCY} at once, ${quiz.questions.length} questions per submission, ` +
        `every stream checked`,
    );
    console.log(figuresLine('bare Fastify route (same body)', bareFigures));
    console.log(figuresLine('POST /quiz/{id}/submit (marked)', kyuFigures));
    console.log(
      `ratio to bare route                  ${(kyuFigures.perSecond / bareFigures.perSecond).toFixed(3)}`,
    );
    console.log(figuresLine('GET /quiz (the list, alone)', listFigures));
    if (SOAK_MINUTES > 0) {
      const perSecond = env('SOAK_RATE', kyuFigures.perSecond / 2);
      await soak(t, tokens, {
        lanes: CONCURRENCY,
        minutes: SOAK_MINUTES,
        perSecond,
        pid: kyu.pid,
      });
    }
  } finally {
    stopAnalyzing();
    client.close();
    bareClient?.close();
    await bare?.close();
    await kyu.stop();
  }
}

void onBenchDatabase(measure);
