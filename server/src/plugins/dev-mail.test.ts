import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../test/build-test-app';
import { makeSchool, signedIn } from '@kyu/test-support/db';
import type { Db } from '../db/client';
import { recordMail } from '../providers/mail/outbox';

describe('development mailbox', () => {
  let app: FastifyInstance;
  let db: Db;
  let admin: Record<string, string>;
  beforeAll(async () => {
    ({ app, db } = await buildTestApp());
    admin = (await signedIn(db, { userRoleId: 3, schoolId: null })).headers;
    const mail = { from: 'Kyu <no-reply@kyu.test>', transport: 'outbox' as const };
    await recordMail(db, { ...mail, to: 'mia@example.com', subject: 'First', text: 'Hello' });
    await recordMail(db, {
      ...mail,
      to: 'Mia@Example.com',
      subject: 'Sign in <now>',
      text: 'Use this link: http://kyu.test/magic-link/validation/abc123.\nOr http://kyu.test/login?x=1&y=2',
    });
    await recordMail(db, {
      ...mail,
      to: 'leo@example.com',
      subject: 'Other',
      text: 'Hi Leo',
    });
  });
  afterAll(() => app.close());

  const mailTo = (to: string, headers: Record<string, string> = admin) =>
    app.inject({ method: 'GET', url: `/dev/mail.json?to=${to}`, headers });

  it("answers Kyu's administrator the mail to an address newest first as JSON, with its links", async () => {
    const res = await mailTo('MIA@example.com');
    expect(res.statusCode).toBe(200);
    const messages = res.json();
    expect(messages.map((m: { subject: string }) => m.subject)).toEqual(['Sign in <now>', 'First']);
    expect(messages[0]).toMatchObject({
      to: 'mia@example.com',
      from: 'Kyu <no-reply@kyu.test>',
      transport: 'outbox',
      links: ['http://kyu.test/magic-link/validation/abc123', 'http://kyu.test/login?x=1&y=2'],
    });
    expect(messages[0].created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("refuses anyone else the mail, sign-in links and all: 401 anonymous, 403 signed in, a school's admin too", async () => {
    const anonymous = await mailTo('mia@example.com', {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-type']).toContain('application/problem+json');
    expect(anonymous.body).not.toContain('abc123');
    const school = await makeSchool(db);
    for (const [userRoleId, schoolId] of [
      [1, school.id],
      [2, school.id],
      [6, null],
      [3, school.id],
      [4, null],
    ] as const) {
      const { headers } = await signedIn(db, { userRoleId, schoolId });
      const res = await mailTo('mia@example.com', headers);
      expect(res.statusCode, `role ${userRoleId}`).toBe(403);
      expect(res.body).not.toContain('abc123');
    }
  });

  it('serves the mailbox page to a browser without any mail in it, and its script', async () => {
    const page = await app.inject({ method: 'GET', url: '/dev/mail?to=mia@example.com' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<script src="/dev/mailbox.js"></script>');
    for (const secret of ['Sign in', 'abc123', 'mia@example.com', 'Hi Leo'])
      expect(page.body).not.toContain(secret);
    const script = await app.inject({ method: 'GET', url: '/dev/mailbox.js' });
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain('fetch(`/dev/mail.json?${query}`');
    expect(script.body).not.toContain('innerHTML');
  });
});

describe('development mailbox in production', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildTestApp({ env: { NODE_ENV: 'production', LOG_LEVEL: 'silent' } }));
  });
  afterAll(() => app.close());

  it('does not exist', async () => {
    expect((await app.inject({ method: 'GET', url: '/dev/mail.json' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/dev/mail' })).statusCode).toBe(404);
  });
});

describe('development mailbox when mail goes out through SMTP', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:2525' } }));
  });
  afterAll(() => app.close());

  it('does not exist, since the outbox then holds real mail', async () => {
    expect((await app.inject({ method: 'GET', url: '/dev/mail.json' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/dev/mail' })).statusCode).toBe(404);
  });
});
