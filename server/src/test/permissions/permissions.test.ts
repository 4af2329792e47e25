import { afterAll, describe, expect, it } from 'vitest';
import { answerProblems } from '../api/checks';
import { requestOf } from '../api/call';
import { startApiSuite } from '../api/harness';
import { OUTSIDERS, PRINCIPALS } from '../api/principals';
import { validCall } from '../api/valid-calls';
import { nextAddress } from '../api/world';
import { EXPECTATIONS } from './expectations';

const suite = await startApiSuite();
afterAll(() => suite.close());

const REFUSALS = [401, 403, 404];
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
