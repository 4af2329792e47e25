import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../test/build-test-app';
import { recordMail } from '../providers/mail/outbox';

describe('development mailbox', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const built = await buildTestApp();
    app = built.app;
    const mail = { from: 'Kyu <no-reply@kyu.test>', transport: 'outbox' as const };
    await recordMail(built.db, { ...mail, to: 'mia@example.com', subject: 'First', text: 'Hello' });
    await recordMail(built.db, {
      ...mail,
      to: 'Mia@Example.com',
      subject: 'Sign in <now>',
      text: 'Use this link: http://kyu.test/magic-link/validation/abc123.\nOr http://kyu.test/login?x=1&y=2',
    });
    await recordMail(built.db, {
      ...mail,
      to: 'leo@example.com',
      subject: 'Other',
      text: 'Hi Leo',
    });
  });
  afterAll(() => app.close());

  it('answers the mail to an address newest first as JSON, with its links', async () => {
    const res = await app.inject({ method: 'GET', url: '/dev/mail.json?to=MIA@example.com' });
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

  it('lists every message on a page with escaped text and clickable links', async () => {
    const res = await app.inject({ method: 'GET', url: '/dev/mail' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Sign in &lt;now&gt;');
    expect(res.body).not.toContain('Sign in <now>');
    expect(res.body).toContain('<a href="http://kyu.test/login?x=1&amp;y=2">');
    expect(res.body.indexOf('Other')).toBeLessThan(res.body.indexOf('First'));
  });

  it('shows one message on its own page', async () => {
    const [latest] = (
      await app.inject({ method: 'GET', url: '/dev/mail.json?to=leo@example.com' })
    ).json();
    const res = await app.inject({ method: 'GET', url: `/dev/mail/${latest.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Hi Leo');
    expect((await app.inject({ method: 'GET', url: '/dev/mail/99999' })).statusCode).toBe(404);
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
