import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildTestApp } from '../test/build-test-app';

/** server/openapi: the lint's config and ignore file, the client usage, and what is generated. */
const DIR = fileURLToPath(new URL('../../openapi/', import.meta.url));
const resolve = createRequire(import.meta.url).resolve;

/** Runs a package's command offline: no telemetry, no update check. */
function run(command: string, args: string[]) {
  const result = spawnSync(process.execPath, [command, ...args], {
    cwd: DIR,
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' },
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

interface LintProblem {
  ruleId: string;
  severity: string;
  message: string;
  location: { pointer: string }[];
}

describe('the published OpenAPI document, as integrators build on it', () => {
  let app: FastifyInstance;
  let doc: Record<string, unknown>;
  beforeAll(async () => {
    ({ app } = await buildTestApp());
    doc = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    mkdirSync(`${DIR}generated`, { recursive: true });
    writeFileSync(`${DIR}generated/openapi.json`, JSON.stringify(doc, null, 2));
  });
  afterAll(() => app.close());

  it("passes Redocly's recommended rules with no error and no warning", () => {
    const cli = resolve('@redocly/cli/bin/cli.js');
    const lint = run(cli, [
      'lint',
      'generated/openapi.json',
      '--config',
      'redocly.yaml',
      '--format',
      'json',
      '--max-problems',
      '1000',
    ]);
    const report = lint.out.slice(lint.out.indexOf('{'), lint.out.lastIndexOf('}') + 1);
    const problems = (JSON.parse(report) as { problems: LintProblem[] }).problems
      .filter((p) => p.severity !== 'off' && !('ignored' in p && p.ignored))
      .map((p) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`);
    expect(problems).toEqual([]);
    expect(lint.status).toBe(0);
  }, 60_000);

  it('gives a client generated with openapi-typescript that compiles against its use', async () => {
    writeFileSync(`${DIR}generated/kyu-api.ts`, astToString(await openapiTS(doc as never)));
    const tsc = run(resolve('typescript/bin/tsc'), ['-p', 'tsconfig.json']);
    expect(tsc.out).toBe('');
    expect(tsc.status).toBe(0);
  }, 60_000);
});
