/**
 * Scenario 1: the database restarts under load. Students sit the mock exam round after round
 * and others chat with the coach, while the suite's own PostgreSQL is restarted twice: a fast
 * shutdown (connections closed, as a planned restart or failover does) and an immediate one
 * (the server killed, recovering from its log, as after a crash). Afterwards: every acknowledged
 * submission finished and marked, XP paid once, the chat's records whole and its threads working.
 */
import { freePort } from '@kyu/test-support/net';
import { answersFor } from '../../submit/answers';
import { keepAsking, type Chatter } from '../chat-client';
import { checkChatRecords } from '../chat-records';
import { startKyuInstance } from '../kyu-instance';
import type { RestartMode } from '../postgres-cluster';
import { sitQuizzes, type Submissions } from '../quiz-client';
import { checkQuizRecords } from '../quiz-records';
import { ScenarioReport } from '../report';
import { quizStudents, seeded } from '../seed';
import { SETTINGS } from '../settings';
import { checkingPool, sleep, type SuiteEnv } from '../suite-env';

export async function postgresRestart({ cluster, database, model, logDir }: SuiteEnv) {
  const report = new ScenarioReport('PostgreSQL restarted while students submit quizzes and chat');
  const s = SETTINGS.postgres;
  const url = await database('faults_postgres');
  const { quiz, tokens } = await seeded(url, (db) =>
    quizStudents(db, s.students + s.chatters, 'faults-pg'),
  );
  model.setMode('answer');
  const kyu = await startKyuInstance({
    name: 'postgres-restart',
    port: await freePort(),
    logDir,
    env: { DATABASE_URL: url, LLM_BASE_URL: model.urlFor('pg'), LLM_MODEL: 'fake' },
  });
  const target = { api: kyu.api, retryForMs: SETTINGS.retryForMs };
  const submissions: Submissions = { acknowledged: [], unacknowledged: [] };
  const chatters: Chatter[] = tokens
    .slice(s.students)
    .map((token) => ({ token, sent: [], outcomes: [], threadId: null }));
  try {
    const want = answersFor(quiz.questions);
    report.begin();
    const until = performance.now() + 3 * s.phaseSeconds * 1000;
    const restart = async (mode: RestartMode) => {
      const at = report.at();
      const ms = await cluster.restart(mode);
      report.fault(
        `pg_ctl restart -m ${mode}, accepting connections again ${(ms / 1000).toFixed(1)} s later`,
        at,
      );
    };
    await Promise.all([
      ...tokens
        .slice(0, s.students)
        .map((token, i) =>
          sitQuizzes(
            report,
            { ...target, quizId: quiz.id, want },
            token,
            `faults-pg-${i}`,
            until,
            submissions,
          ),
        ),
      ...chatters.map((chatter, i) =>
        keepAsking(report, target, chatter, `faults-pg-q${i}`, until),
      ),
      (async () => {
        await sleep(s.phaseSeconds * 1000);
        await restart('fast');
        await sleep(s.phaseSeconds * 1000);
        await restart('immediate');
      })(),
    ]);
    const db = checkingPool(url);
    try {
      await checkQuizRecords(report, db, submissions, quiz.questions.length);
      await checkChatRecords(report, db, target, chatters);
    } finally {
      await db.end();
    }
  } finally {
    await kyu.stop();
  }
  for (const exit of kyu.unexpectedExits) report.check(false, exit);
  return report;
}
