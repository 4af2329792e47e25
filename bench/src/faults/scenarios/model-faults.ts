/**
 * Scenario 4: the tutor model fails. Students ask the coach while the model server answers 503,
 * then while it sends two tokens and hangs, keeping the connection open. Each student must be
 * told plainly (an error event, or a problem, with words a student can read), no chat may hang
 * (each ends within FAULTS_MODEL_HANG_LIMIT_S), Kyu must let go of the hung model requests, and
 * once the model is back every thread must read and answer as before, with each question saved
 * once and no reply saved empty.
 */
import { freePort } from '@kyu/test-support/net';
import { ask, type AskOutcome, type Chatter, type Problem } from '../chat-client';
import { checkChatRecords } from '../chat-records';
import { startKyuInstance } from '../kyu-instance';
import type { ModelMode } from '../model-double';
import { ScenarioReport } from '../report';
import { quizStudents, seeded } from '../seed';
import { SETTINGS } from '../settings';
import { checkingPool, type SuiteEnv } from '../suite-env';

/** Words of a failure meant for developers, not students. */
const TECHNICAL =
  /\{|https?:|econn|fetch failed|typeerror|error:|exception|stack|undefined|socket/i;

const plain = (problem: Problem) =>
  Boolean(problem.title?.trim() && problem.detail?.trim()) &&
  !TECHNICAL.test(`${problem.title} ${problem.detail}`) &&
  (problem.detail ?? '').length <= 300;

export async function modelFaults({ database, model, logDir }: SuiteEnv) {
  const report = new ScenarioReport('The model server answering 503, then hanging mid-stream');
  const s = SETTINGS.model;
  const url = await database('faults_model');
  const { tokens } = await seeded(url, (db) => quizStudents(db, 2 * s.asks, 'faults-model'));
  model.setMode('answer');
  const kyu = await startKyuInstance({
    name: 'model-faults',
    port: await freePort(),
    logDir,
    env: { DATABASE_URL: url, LLM_BASE_URL: model.urlFor('model'), LLM_MODEL: 'fake' },
  });
  const target = { api: kyu.api, retryForMs: SETTINGS.retryForMs };
  const chatters: Chatter[] = tokens.map((token) => ({
    token,
    sent: [],
    outcomes: [],
    threadId: null,
  }));
  const phase = async (mode: ModelMode, what: string, group: Chatter[]) => {
    model.setMode(mode);
    report.fault(what);
    await Promise.all(
      group.map(async (chatter, i) => {
        const text = `faults-model-${mode}-${i}: how do I add fractions?`;
        chatter.sent.push(text);
        const outcome = await ask(report, target, chatter.token, text, null);
        chatter.outcomes.push(outcome);
        if (outcome.kind !== 'failed') chatter.threadId = outcome.threadId;
        judge(outcome, what);
      }),
    );
  };
  const judge = (outcome: AskOutcome, when: string) => {
    report.check(
      outcome.ms <= s.hangLimitSeconds * 1000,
      `a chat ${when} took ${(outcome.ms / 1000).toFixed(0)} s (at most ${s.hangLimitSeconds} s)`,
    );
    if (outcome.kind === 'told') {
      report.seen(`told (${when}): "${outcome.problem.title}: ${outcome.problem.detail}"`);
      report.check(
        plain(outcome.problem),
        `the student was not told plainly ${when}: ${JSON.stringify(outcome.problem)}`,
      );
    } else {
      report.check(
        outcome.kind !== 'failed',
        `the student was told nothing ${when}: ${outcome.kind === 'failed' ? outcome.why : ''}`,
      );
    }
  };
  try {
    report.begin();
    await phase('unavailable', 'the model answers 503', chatters.slice(0, s.asks));
    await phase('hang', 'the model sends two tokens, then hangs', chatters.slice(s.asks));
    report.check(model.hangingNow() === 0, `${model.hangingNow()} hung model requests still open`);
    model.setMode('answer');
    report.recovered('the model answers again');
    const db = checkingPool(url);
    try {
      await checkChatRecords(report, db, target, chatters);
    } finally {
      await db.end();
    }
    const times = chatters.flatMap((c) => c.outcomes.map((o) => o.ms));
    report.note(`longest chat during the faults: ${(Math.max(...times) / 1000).toFixed(1)} s`);
  } finally {
    model.setMode('answer');
    await kyu.stop();
  }
  for (const exit of kyu.unexpectedExits) report.check(false, exit);
  return report;
}
