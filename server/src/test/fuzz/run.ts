import type { InjectOptions } from 'fastify';
import { answerProblems, type Answer } from '../api/checks';
import { requestOf, type Call } from '../api/call';
import type { ApiSuite } from '../api/harness';
import type { Operation } from '../api/operations';
import { OUTSIDERS, type Principal } from '../api/principals';
import { validCall } from '../api/valid-calls';
import { nextAddress } from '../api/world';
import { EXPECTATIONS } from '../permissions/expectations';
import { applyVariant, requestVariants, type RequestVariant } from './apply';
import { DELETE, KINDS, variantsOf, type Variant } from './mutations';
import { hash, pick, seeded } from './random';
import { describeTarget, targetsOf, type Target } from './targets';

export type Request = InjectOptions & { url: string; remoteAddress: string };

export interface FuzzOptions {
  seed: number;
  /** Inputs per operation; the catalogue of breaks of each is walked in a seeded order. */
  perOperation: number;
  /** Sends a request; the suite injects, the bench goes over HTTP. */
  send: (request: Request) => Promise<Answer>;
  /** `METHOD /path#n`: run that case alone (a failure's reproduction names it). */
  only?: string;
  /** The command that runs one case again, given its environment. */
  reproduce: (env: string) => string;
}

export interface FuzzReport {
  inputs: number;
  byStatus: Record<number, number>;
  byOperation: Record<string, Record<number, number>>;
  failures: string[];
}

type Break = { target: Target; variant: Variant } | { request: RequestVariant };

/** Every break of an operation, shaped on a valid call of it. */
function catalogueOf(op: Operation, template: Call, seed: number): Break[] {
  const random = seeded(hash(`${seed}:${op.key}:catalogue`));
  return [
    ...targetsOf(op, template).flatMap((target) =>
      variantsOf(target, random).map((variant) => ({ target, variant })),
    ),
    ...requestVariants(op, template).map((request) => ({ request })),
  ];
}

/** Who makes a case's call: usually someone allowed to, so it reaches past the refusals. */
function callerOf(allow: readonly Principal[], random: () => number): Principal {
  const outsiders = OUTSIDERS.filter((who) => !allow.includes(who));
  if (outsiders.length && random() < 0.2) return pick(random, outsiders);
  const signedIn = allow.filter((who) => who !== 'anonymous');
  return pick(random, signedIn.length ? signedIn : allow);
}

const REFUSALS = [401, 403, 404];

export const emptyReport = (): FuzzReport => ({
  inputs: 0,
  byStatus: {},
  byOperation: {},
  failures: [],
});

/**
 * Sends `perOperation` broken calls of `op`, each a valid call (real ids, valid auth) with one
 * thing broken, and adds them to `report`. A case fails on any 5xx, an error body that is not
 * a problem, a cross-school read, or an answer its kind of break may not get (a malformed id
 * is a 400, not a 404).
 */
export async function fuzzOperation(
  suite: ApiSuite,
  op: Operation,
  opts: FuzzOptions,
  report: FuzzReport,
) {
  const row = EXPECTATIONS[op.key];
  if (!row) return;
  {
    const ctx = { w: suite.world, f: suite.flows };
    const template = await validCall(op, { ...ctx, who: callerOf(row.allow, () => 0.5) });
    const catalogue = catalogueOf(op, template, opts.seed);
    const offset = hash(`${opts.seed}:${op.key}`) % catalogue.length;
    for (let i = 0; i < opts.perOperation; i++) {
      const id = `${op.key}#${i}`;
      if (opts.only && opts.only !== id) continue;
      const random = seeded(hash(`${opts.seed}:${id}`));
      const who = callerOf(row.allow, random);
      const broken = catalogue[(offset + i) % catalogue.length]!;
      const call = await validCall(op, { ...ctx, who });
      const next =
        'request' in broken
          ? broken.request.apply(call)
          : applyVariant(call, broken.target, broken.variant);
      const request = requestOf(op, next);
      const auth = await suite.world.headersOf(who);
      const answer = await opts.send({
        ...request,
        headers: { ...auth, ...request.headers },
        remoteAddress: nextAddress(),
      });
      report.inputs++;
      report.byStatus[answer.status] = (report.byStatus[answer.status] ?? 0) + 1;
      const perOp = (report.byOperation[op.key] ??= {});
      perOp[answer.status] = (perOp[answer.status] ?? 0) + 1;

      const kind = 'request' in broken ? broken.request.kind : broken.variant.kind;
      const label =
        'request' in broken
          ? broken.request.label
          : `${describeTarget(broken.target)} = ${broken.variant.label}`;
      const actingAs =
        next.headers.authorization && next.headers.authorization !== auth.authorization
          ? 'anonymous'
          : who;
      const allowed = row.allow.includes(actingAs);
      const expected = KINDS[kind];
      const problems = answerProblems(answer, {
        crossSchool: OUTSIDERS.includes(who) && !row.public,
      });
      // Leaving out an optional query parameter can make another well-formed call (without
      // `class_id`, a teacher's own assignments rather than a class's), and leaving out a path's
      // id the address of another (`/lessons/` is the list of lessons), which the other school's
      // staff, refused the arranged call, may make; their answer is still checked above for the
      // first school's records.
      const otherCall =
        OUTSIDERS.includes(who) &&
        !('request' in broken) &&
        ((broken.target.place === 'query' && !broken.target.required) ||
          broken.target.place === 'path') &&
        broken.variant.value === DELETE;
      if (answer.status >= 200 && answer.status < 300 && !allowed && !otherCall) {
        problems.push(`${actingAs} may not call it, but it answered ${answer.status}`);
      } else if (
        expected !== 'any' &&
        !(expected as readonly number[]).includes(answer.status) &&
        answer.status !== 429 &&
        !(!allowed && REFUSALS.includes(answer.status))
      ) {
        problems.push(`a ${kind} break is answered ${expected.join(' or ')}, not ${answer.status}`);
      }
      if (problems.length) {
        report.failures.push(
          `${id} as ${who}: ${label} → ${answer.status} ${answer.body.slice(0, 160).replace(/\s+/g, ' ')} — ${problems.join('; ')} — reproduce: ${opts.reproduce(`FUZZ_SEED=${opts.seed} FUZZ_CASE='${id}'`)}`,
        );
      }
    }
  }
}

/** Every published operation, one after another. */
export async function runFuzz(suite: ApiSuite, opts: FuzzOptions): Promise<FuzzReport> {
  const report = emptyReport();
  for (const op of suite.operations) await fuzzOperation(suite, op, opts, report);
  return report;
}
