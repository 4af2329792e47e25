import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { makeClass, makeSchool, makeUser, signedIn } from '@kyu/test-support/db';
import { EMAIL_LOOKUP_LIMIT, CONTACT_US_LIMIT } from './routes';

describe('users: own account', () => {
  const t = useTestApp({ env: { CONTACT_EMAIL: 'help@kyu.test' } });

  it('answers 401 to every own-account call without a session', async () => {
    for (const [method, url, payload] of [
      ['PATCH', '/api/v1/users/has-agreed-policy', undefined],
      ['GET', '/api/v1/users/onboarding', undefined],
      ['PUT', '/api/v1/users/onboarding', { display_name: 'Mia' }],
      ['PATCH', '/api/v1/users/', { first_name: 'Mia' }],
      ['PATCH', '/api/v1/users/1/profile-pic', undefined],
    ] as const) {
      const res = await t.app.inject({ method, url, payload });
      expect(res.statusCode, url).toBe(401);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
  });

  it('records that the user agreed to the policy', async () => {
    const { headers } = await signedIn(t.db);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/has-agreed-policy',
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ flag: { has_agreed_policy: true } });
  });

  it('answers onboarding with every key, null or empty when unanswered', async () => {
    const { headers } = await signedIn(t.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/users/onboarding', headers });
    expect(res.json()).toEqual({
      display_name: null,
      academic_level_id: null,
      subject_ids: [],
      school_name: null,
      learning_goal: null,
      heard_about_us: null,
    });
  });

  it('merges onboarding answers, clears a key sent as null and keeps the rest', async () => {
    const { headers } = await signedIn(t.db);
    const school = await makeSchool(t.db);
    const klass = await makeClass(t.db, { schoolId: school.id });
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/users/onboarding', headers, payload });
    await put({
      display_name: 'Mia',
      learning_goal: 'Pass PSLE maths',
      academic_level_id: klass.academicLevelId,
    });
    const res = await put({ learning_goal: null, subject_ids: [klass.subjectId, klass.subjectId] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      display_name: 'Mia',
      learning_goal: null,
      academic_level_id: klass.academicLevelId,
      subject_ids: [klass.subjectId],
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/users/onboarding', headers })).json(),
    ).toEqual(res.json());
  });

  it('refuses onboarding answers that name an unknown level or subject', async () => {
    const { headers } = await signedIn(t.db);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/onboarding',
      headers,
      payload: { academic_level_id: 99999, subject_ids: [99998] },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['academic_level_id', 'subject_ids']);
  });

  it('changes names and stores the e-mail lower-cased', async () => {
    const { user, headers } = await signedIn(t.db);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/',
      headers,
      payload: { first_name: 'Mia', last_name: 'Tan', email: 'Mia.Tan@Example.COM' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      username: user.username,
      email: 'mia.tan@example.com',
      first_name: 'Mia',
      last_name: 'Tan',
      profile_pic_url: null,
    });
  });

  it('answers 409 naming the e-mail field when another account has the address', async () => {
    const other = await makeUser(t.db, { email: 'taken@example.com' });
    const { headers } = await signedIn(t.db);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users',
      headers,
      payload: { email: 'TAKEN@example.com' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 409, errors: { email: ['is already in use'] } });
    expect(other.email).toBe('taken@example.com');
  });

  it('refuses an empty profile change', async () => {
    const { headers } = await signedIn(t.db);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/',
      headers,
      payload: {},
    });
    expect(res.statusCode).toBe(400);
  });

  it("tells a school's staff whether an address has an account in their school, and nothing of another's", async () => {
    const hillside = await makeSchool(t.db);
    const riverside = await makeSchool(t.db);
    await makeUser(t.db, { email: 'known@hillside.example', schoolId: hillside.id });
    await makeUser(t.db, { email: 'pupil@riverside.example', schoolId: riverside.id });
    const lookUp = async (email: string, headers?: Record<string, string>) => {
      const res = await t.app.inject({ url: `/api/v1/users?email=${email}`, headers });
      return res.statusCode === 200 ? res.json().exists : res.statusCode;
    };
    const teacher = await signedIn(t.db, { userRoleId: 2, schoolId: hillside.id });
    const schoolAdmin = await signedIn(t.db, { userRoleId: 3, schoolId: hillside.id });
    const superAdmin = await signedIn(t.db, { userRoleId: 3, schoolId: null });
    for (const staff of [teacher, schoolAdmin]) {
      expect(await lookUp('Known@Hillside.example', staff.headers)).toBe(true);
      expect(await lookUp('pupil@riverside.example', staff.headers)).toBe(false);
      expect(await lookUp('nobody@example.com', staff.headers)).toBe(false);
    }
    expect(await lookUp('pupil@riverside.example', superAdmin.headers)).toBe(true);
    expect(await lookUp('known@hillside.example')).toBe(401);
    for (const userRoleId of [1, 4, 5, 6]) {
      const other = await signedIn(t.db, { userRoleId, schoolId: hillside.id });
      expect(await lookUp('known@hillside.example', other.headers), `role ${userRoleId}`).toBe(403);
    }
    expect(await lookUp('not-an-email', teacher.headers)).toBe(400);
  });

  it('sends a contact message to support with the visitor as reply-to', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/mailer/contact-us',
      payload: { from_email: 'Parent@Example.com', message: 'How do I add a second child?' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(t.mailer.sent.at(-1)).toMatchObject({
      to: 'help@kyu.test',
      replyTo: 'parent@example.com',
    });
    expect(t.mailer.sent.at(-1)!.text).toContain('How do I add a second child?');
  });

  it('refuses a blank, oversized or malformed message with a 400 naming the field, mailing nothing', async () => {
    const before = t.mailer.sent.length;
    // Each from its own address: the per-address limit is not what this test is about.
    let n = 0;
    const send = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/mailer/contact-us',
        payload,
        remoteAddress: `10.9.0.${++n}`,
      });
    const cases: [object, string][] = [
      [{ from_email: 'a@example.com', message: ' \n\t ' }, 'message'],
      [{ from_email: 'a@example.com', message: 'x'.repeat(5001) }, 'message'],
      [{ from_email: 'a@example.com', message: '' }, 'message'],
      [{ from_email: 'a@example.com\r\nBcc: b@example.com', message: 'Hi' }, 'from_email'],
      [{ from_email: 'not an address', message: 'Hi' }, 'from_email'],
    ];
    for (const [payload, field] of cases) {
      const res = await send(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(JSON.stringify(res.json().errors)).toContain(field);
    }
    expect(
      (await send({ from_email: 'a@example.com', message: 'x'.repeat(5000) })).statusCode,
    ).toBe(200);
    expect(t.mailer.sent.length).toBe(before + 1);
  });
});

describe('users: rate limits', () => {
  const t = useTestApp();

  const lookUp = (headers: Record<string, string>, email: string, remoteAddress: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/users?email=${email}`, headers, remoteAddress });

  it('answers 429 as a problem with Retry-After once an account looks up too many e-mails, from any address', async () => {
    const { headers } = await signedIn(t.db, { userRoleId: 2 });
    for (let i = 0; i < EMAIL_LOOKUP_LIMIT.max; i++) {
      expect((await lookUp(headers, `a${i}@example.com`, `10.40.0.${i}`)).statusCode).toBe(200);
    }
    const res = await lookUp(headers, 'last@example.com', '10.40.1.1');
    expect(res.statusCode).toBe(429);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toMatchObject({ status: 429, title: 'Too many requests' });
  });

  it("counts each teacher of a school's office apart, though they share its address", async () => {
    const office = '10.41.0.1';
    const teachers = await Promise.all([1, 2, 3].map(() => signedIn(t.db, { userRoleId: 2 })));
    for (const { headers } of teachers) {
      for (let i = 0; i < EMAIL_LOOKUP_LIMIT.max; i++) {
        expect((await lookUp(headers, `b${i}@example.com`, office)).statusCode).toBe(200);
      }
    }
  });

  it('limits contact messages from one address', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/mailer/contact-us',
        payload: { from_email: 'spam@example.com', message: 'Hello' },
      });
    for (let i = 0; i < CONTACT_US_LIMIT.max; i++) expect((await send()).statusCode).toBe(200);
    const res = await send();
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});
