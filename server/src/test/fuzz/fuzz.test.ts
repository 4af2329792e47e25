import { afterAll, describe, expect, it } from 'vitest';
import { startApiSuite } from '../api/harness';
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
