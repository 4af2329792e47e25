import { afterAll, describe, expect, it } from 'vitest';
import { makeMessages, makeQuestion } from '@kyu/test-support/db';
import { requestOf } from '../api/call';
import { startApiSuite } from '../api/harness';
import { validCall } from '../api/valid-calls';
import { injectFrom, nextAddress } from '../api/world';
import { EXPECTATIONS } from '../permissions/expectations';
import { requestVariants } from './apply';
import { emptyReport, fuzzOperation, type FuzzOptions } from './run';
import { summary } from './summary';

/**
 * The fuzz suite's fast sample: a few broken calls of every operation, from a new seed each run
 * (printed; FUZZ_SEED repeats a run, FUZZ_CASE one case of it). The bench runs 10,000 and more
 * (`npx pnpm@10.34.9 --filter @kyu/bench fuzz`).
 */
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const perOperation = Number(process.env.FUZZ_PER_OPERATION ?? 10);

const suite = await startApiSuite();
const report = emptyReport();
const options: FuzzOptions = {
  seed,
  perOperation,
  only: process.env.FUZZ_CASE,
  send: async (request) => {
    const res = await suite.app.inject(request);
    return {
      status: res.statusCode,
      contentType: String(res.headers['content-type'] ?? ''),
      body: res.body,
    };
  },
  reproduce: (env) => `cd server && ${env} npx vitest run src/test/fuzz`,
};
const operations = suite.operations.filter(
  (op) => !options.only || options.only.startsWith(`${op.key}#`),
);

afterAll(async () => {
  console.log(summary(report, seed, false));
  await suite.close();
});

describe(`fuzz: broken calls of every operation (seed ${seed})`, () => {
  it.each(operations.map((op) => [op.key, op] as const))('%s', async (_key, op) => {
    const before = report.failures.length;
    await fuzzOperation(suite, op, options, report);
    expect(report.failures.slice(before)).toEqual([]);
  });
});

describe('uploads over their limit', () => {
  const multipart = suite.operations.filter((op) => op.body['multipart/form-data']);

  it.each(multipart.map((op) => [op.key, op] as const))(
    '%s answers a file over its limit with a 413 problem',
    async (_key, op) => {
      const who = EXPECTATIONS[op.key]!.allow.find((w) => w !== 'anonymous') ?? 'anonymous';
      const call = await validCall(op, { w: suite.world, f: suite.flows, who });
      const big = requestVariants(op, call).find((v) => v.kind === 'bigFile')!;
      const request = requestOf(op, big.apply(call));
      const res = await suite.app.inject({
        ...request,
        headers: { ...request.headers, ...(await suite.world.headersOf(who)) },
        remoteAddress: nextAddress(),
      });
      expect(res.statusCode, big.label).toBe(413);
      expect(res.headers['content-type']).toContain('application/problem+json');
    },
  );
});

describe('hostile read-alouds (issue 23)', () => {
  const { app, world } = suite;
  const asStudent = () => world.headersOf('student');

  it('reads a 200-digit number of a student’s message aloud, and the next read-aloud works', async () => {
    const messages = await makeMessages(world.db, world.thread.id, [
      `Is ${'1234567890'.repeat(20)} even?`,
      'Yes: it ends in a zero.',
    ]);
    for (const message of messages) {
      const res = await injectFrom(app, {
        method: 'POST',
        url: `/api/v1/chat/${message.id}/speech`,
        headers: await asStudent(),
        payload: { text: message.text },
      });
      expect(res.statusCode, message.text).toBe(200);
      expect(res.headers['content-type']).toBe('audio/wav');
    }
  });

  it('answers a question of 20,000 brackets with a 422 problem, and the next question’s audio works', async () => {
    const hostile = await makeQuestion(world.db, world.course.id, {
      text: '['.repeat(20_000),
      options: [],
    });
    const next = await makeQuestion(world.db, world.course.id, { text: 'How many halves?' });
    const audio = async (id: number) =>
      injectFrom(app, {
        method: 'GET',
        url: `/api/v1/questions/${id}/audio`,
        headers: await asStudent(),
      });
    const refused = await audio(hostile.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect((await audio(next.id)).statusCode).toBe(200);
  });
});
