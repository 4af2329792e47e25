/**
 * Scenario 3: the mail server fails. Mails are asked for in three phases: password resets,
 * sign-in links and purchase receipts (a course bought through the test checkout, whose webhook
 * event sends the receipt), each to an address of its own. First SMTP works; then it refuses
 * every message (421, a temporary failure); then it is stopped (connection refused); then it
 * comes back. The suite waits (at most FAULTS_MAIL_WAIT_S) for every mail asked for, and a
 * little longer for any that arrive twice, and counts at the SMTP server: each mail whose call
 * was acknowledged must arrive exactly once.
 */
import { freePort } from '@kyu/test-support/net';
import { answered, attempt, call, headers, homeAddress } from '../client';
import { startKyuInstance } from '../kyu-instance';
import { purchase, type Family } from '../purchase';
import { ScenarioReport } from '../report';
import { families, passwordUsers, seeded } from '../seed';
import { SETTINGS } from '../settings';
import { startSmtpDouble } from '../smtp-double';
import { sleep, type SuiteEnv } from '../suite-env';

/** The subjects of the mails asked for (auth/mails.ts, subscriptions/mails.ts). */
const SUBJECTS = {
  reset: 'Reset your Kyu password',
  link: 'Your Kyu sign-in link',
  receipt: 'Your Kyu receipt',
};
/** After the last expected mail arrives, how long the suite watches for a second copy. */
const DUPLICATE_WATCH_MS = SETTINGS.short ? 5000 : 15_000;

interface Expected {
  to: string;
  subject: string;
  phase: string;
}

export async function smtpDown({ database, logDir }: SuiteEnv) {
  const report = new ScenarioReport('SMTP refusing, then stopped, while mails are asked for');
  const s = SETTINGS.smtp;
  const smtp = await startSmtpDouble();
  const url = await database('faults_smtp');
  const phases = 3;
  const { users, shop } = await seeded(url, async (db) => ({
    users: await passwordUsers(db, 2 * s.perPhase * phases, 'faults-password-2026'),
    shop: await families(db, s.perPhase * phases),
  }));
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const kyu = await startKyuInstance({
    name: 'smtp-down',
    port,
    logDir,
    env: { DATABASE_URL: url, SMTP_URL: smtp.url, PUBLIC_URL: publicUrl },
  });
  const target = { api: kyu.api, publicUrl, retryForMs: SETTINGS.retryForMs };
  const expected: Expected[] = [];
  let n = 0;
  const askLink = async (path: string, email: string, subject: string, phase: string) => {
    const from = homeAddress(++n);
    const asked = await attempt(
      report,
      `mails asked for (POST /auth/${path})`,
      async () =>
        answered(
          await call(`${kyu.api}/auth/${path}`, {
            method: 'POST',
            headers: headers({ from }),
            body: JSON.stringify({ email }),
          }),
          (res) => res.arrayBuffer(),
        ),
      SETTINGS.retryForMs,
    );
    if (asked.value) expected.push({ to: email, subject, phase });
  };
  const buy = async (family: Family, phase: string) => {
    if (await purchase(report, target, family, shop.priceId, homeAddress(++n)))
      expected.push({ to: family.email, subject: SUBJECTS.receipt, phase });
  };
  const askAll = async (phase: string) => {
    for (let i = 0; i < s.perPhase; i++) {
      await askLink('password/reset/link', users.shift()!, SUBJECTS.reset, phase);
      await askLink('magic-link', users.shift()!, SUBJECTS.link, phase);
      await buy(shop.families.shift()!, phase);
    }
  };
  try {
    const arrived = (mail: Expected) => smtp.count(mail.to, mail.subject) > 0;
    const waitFor = async (mails: Expected[], seconds: number) => {
      const deadline = performance.now() + seconds * 1000;
      while (performance.now() < deadline && !mails.every(arrived)) await sleep(500);
    };
    report.begin();
    await askAll('SMTP up');
    // The receipts go out once the payment's event reaches the webhook, a moment after paying.
    await waitFor(expected, 20);
    report.fault('SMTP answers 421 to every message');
    smtp.refuse(true);
    const refusing = sleep(s.refuseSeconds * 1000);
    await askAll('SMTP refusing');
    await refusing;
    smtp.refuse(false);
    report.recovered('SMTP accepts messages again');
    report.fault('SMTP server stopped (connection refused)');
    await smtp.stop();
    const stopped = sleep(s.downSeconds * 1000);
    await askAll('SMTP stopped');
    await stopped;
    await smtp.start();
    report.recovered('SMTP server back');
    const back = performance.now();
    await waitFor(expected, s.waitSeconds);
    const waited = (performance.now() - back) / 1000;
    await sleep(DUPLICATE_WATCH_MS);
    for (const phase of ['SMTP up', 'SMTP refusing', 'SMTP stopped']) {
      const mine = expected.filter((mail) => mail.phase === phase);
      const missing = mine.filter((mail) => !arrived(mail));
      const bySubject = Object.values(SUBJECTS)
        .map((subject) => [subject, missing.filter((m) => m.subject === subject).length] as const)
        .filter(([, count]) => count > 0)
        .map(([subject, count]) => `"${subject}" ×${count}`);
      report.lose(
        missing.length,
        `mails asked for while ${phase} that never arrived (${bySubject.join(', ')})`,
      );
      const extra = mine.reduce(
        (sum, mail) => sum + Math.max(0, smtp.count(mail.to, mail.subject) - 1),
        0,
      );
      report.duplicate(extra, `mails asked for while ${phase} that arrived more than once`);
    }
    report.note(
      `${expected.length} mails acknowledged; waited ${waited.toFixed(0)} s after SMTP came back (at most ${s.waitSeconds} s); SMTP refused ${smtp.refused()} messages`,
    );
  } finally {
    await kyu.stop();
    await smtp.close();
  }
  for (const exit of kyu.unexpectedExits) report.check(false, exit);
  return report;
}
