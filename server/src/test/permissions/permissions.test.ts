import { afterAll, describe, expect, it } from 'vitest';
import { answerProblems } from '../api/checks';
import { requestOf } from '../api/call';
import { startApiSuite } from '../api/harness';
import { OUTSIDERS, PRINCIPALS } from '../api/principals';
import type { Operation } from '../api/operations';
import { validCall } from '../api/valid-calls';
import { nextAddress } from '../api/world';
import { EXPECTATIONS } from './expectations';

const suite = await startApiSuite();
afterAll(() => suite.close());

const REFUSALS = [401, 403, 404];

/**
 * What an anonymous call says of the document's security: a call that requires the Bearer token
 * refuses it with 401, and one that answers it 401 must say it takes the token (its guard is
 * missing from the document, or it checks sign-in without a guard of sessions/plugin.ts).
 */
function securityMismatch(op: Operation, status: number) {
  const requires = op.security.length > 0 && op.security.every((r) => Object.keys(r).length > 0);
  const takesToken = op.security.some((r) => Object.keys(r).length > 0);
  if (requires && status !== 401)
    return `its security requires a Bearer token, but anonymous got ${status}`;
  if (status === 401 && !takesToken)
    return (
      'anonymous got 401, but its security says it takes no token: guard the route ' +
      "(requireUser, requireRole) or mark it `config: { signIn: 'optional' }`"
    );
  return null;
}
let requests = 0;

describe('permissions: every published operation, as every kind of caller', () => {
  it('has a row in permissions/expectations.ts for every operation, and no row for a gone one', () => {
    const published = suite.operations.map((op) => op.key);
    const missing = published.filter((key) => !EXPECTATIONS[key]);
    expect(
      missing.map((key) => `  '${key}': { allow: [/* who may call it */] },`),
      'add these rows to server/src/test/permissions/expectations.ts',
    ).toEqual([]);
    const gone = Object.keys(EXPECTATIONS).filter((key) => !published.includes(key));
    expect(gone, 'these rows name no published operation; remove them').toEqual([]);
  });

  it.each(suite.operations.map((op) => [op.key, op] as const))('%s', async (key, op) => {
    const row = EXPECTATIONS[key];
    if (!row) return;
    const failures: string[] = [];
    for (const who of PRINCIPALS) {
      const call = await validCall(op, { w: suite.world, f: suite.flows, who });
      const request = requestOf(op, call);
      const res = await suite.app.inject({
        ...request,
        headers: { ...request.headers, ...(await suite.world.headersOf(who)) },
        remoteAddress: nextAddress(),
      });
      requests++;
      const mismatch = who === 'anonymous' ? securityMismatch(op, res.statusCode) : null;
      if (mismatch) failures.push(`anonymous: ${mismatch}`);
      const ok = res.statusCode >= 200 && res.statusCode < 300;
      const said = `${res.statusCode} ${res.body.slice(0, 200)}`;
      if (row.allow.includes(who) && !ok) {
        failures.push(
          `${who} may call it but got ${said}` +
            (REFUSALS.includes(res.statusCode)
              ? ''
              : ' (does a valid call need an ARRANGE entry in server/src/test/api/arrange.ts?)'),
        );
      }
      if (!row.allow.includes(who) && ok) failures.push(`${who} may not call it but got ${said}`);
      if (!row.allow.includes(who) && !ok && !REFUSALS.includes(res.statusCode)) {
        failures.push(`${who} was refused with ${said}; a refusal is 401, 403 or 404`);
      }
      const crossSchool = OUTSIDERS.includes(who) && !row.public;
      const answer = {
        status: res.statusCode,
        contentType: String(res.headers['content-type'] ?? ''),
        body: res.body,
      };
      for (const problem of answerProblems(answer, { crossSchool }))
        failures.push(`${who}: ${problem}`);
    }
    expect(failures).toEqual([]);
  });

  afterAll(() => {
    console.log(
      `permissions: ${suite.operations.length} operations × ${PRINCIPALS.length} callers, ${requests} requests`,
    );
  });
});

/**
 * Issue 23's hostile cases that the operation table cannot hold: routes the document does not
 * publish, and a change refused by what another school already has.
 */
describe('permissions: regressions', () => {
  const DEV_ROUTES = [
    { method: 'GET' as const, url: '/dev/mail.json?to=student@example.com' },
    {
      method: 'POST' as const,
      url: '/api/v1/dev/test-checkout/advance-clock',
      payload: { to: new Date().toISOString(), renewal: 'pay' },
    },
    { method: 'POST' as const, url: '/api/v1/dev/leagues/advance-clock', payload: { days: 1 } },
  ];

  it.each(DEV_ROUTES.map((route) => [`${route.method} ${route.url}`, route] as const))(
    "%s answers Kyu's administrator only, even in development",
    async (_key, route) => {
      const failures: string[] = [];
      for (const who of PRINCIPALS) {
        const res = await suite.app.inject({
          ...route,
          headers: await suite.world.headersOf(who),
          remoteAddress: nextAddress(),
        });
        const expected = who === 'superAdmin' ? 200 : who === 'anonymous' ? 401 : 403;
        if (res.statusCode !== expected)
          failures.push(`${who}: ${res.statusCode}, not ${expected}`);
      }
      expect(failures).toEqual([]);
    },
  );

  it.each([
    'www.hillside.example',
    'HILLSIDE.example',
    'hillside.example.',
    'hillside.example:8443',
  ])("refuses the second school's admin the first school's domain as %j (409)", async (domain) => {
    const { riverside, hillside } = suite.world;
    const res = await suite.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/schools/${riverside.id}`,
      headers: await suite.world.headersOf('otherAdmin'),
      payload: { school_name: riverside.schoolName, domain_name: domain },
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(409);
    const branding = await suite.app.inject({
      method: 'POST',
      url: '/api/v1/auth/white-label',
      payload: { domain },
      remoteAddress: nextAddress(),
    });
    expect(branding.json()).toMatchObject({ school_id: hillside.id });
  });
});
