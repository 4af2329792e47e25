import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolOfSite } from '../modules/chat/service';
import { eq } from 'drizzle-orm';
import { questions } from '../db/schema';
import { coachPrompt } from '../modules/prompts/service';
import { questionsChanged } from '../modules/questions/service';
import { makeCourse, makeQuestion, makeSchool, signedIn } from '@kyu/test-support/db';
import {
  buildTwoInstances,
  dropInvalidationListeners,
  nextInvalidation,
} from '../test/two-instances';

type Headers = Record<string, string>;

/**
 * Two instances on one database (two pools on PostgreSQL; one handle in-process on PGlite): a
 * change an admin makes through one is what the other serves next, with no TTL to wait out.
 * "Next" is after the other has heard of it, which the tests await rather than time.
 */
describe('caches across instances', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let url: string | null;
  let close: () => Promise<void>;
  let superAdmin: Headers;
  let school: number;
  beforeAll(async () => {
    ({ a, b, url, close } = await buildTwoInstances());
    superAdmin = (await signedIn(a.db, { userRoleId: 3, schoolId: null })).headers;
    school = (await makeSchool(a.db)).id;
  });
  afterAll(() => close());

  const addPrompt = (content: string) =>
    a.inject({
      method: 'POST',
      url: '/api/v1/admin/prompts',
      headers: superAdmin,
      payload: { prompt_type: 'coach', school_id: school, content },
    });
  const corsAllows = async (app: FastifyInstance, origin: string) =>
    (await app.inject({ method: 'GET', url: '/api/v1/openapi.json', headers: { origin } })).headers[
      'access-control-allow-origin'
    ] === origin;

  it("serves an admin's prompt change made on the other instance", async () => {
    // The TTL cannot run out: B's reads are all at the moment its cache was filled.
    const now = Date.now();
    const before = await coachPrompt(b.db, school, now);
    const heard = nextInvalidation(b.invalidation, 'coach-prompts');
    expect((await addPrompt('Hillside, first.')).statusCode).toBe(200);
    await heard;
    expect(before).not.toBe('Hillside, first.');
    expect(await coachPrompt(b.db, school, now)).toBe('Hillside, first.');
  });

  it('allows and serves a school domain registered on the other instance', async () => {
    const now = Date.now();
    const origin = 'https://newly-registered.example';
    expect(await corsAllows(b, origin)).toBe(false);
    const site = { school: 'newly-registered.example', portalOrigin: 'http://kyu.test' };
    expect(await schoolOfSite(b.db, site, now)).toBeNull();
    const heard = nextInvalidation(b.invalidation, 'schools');
    const created = await a.inject({
      method: 'POST',
      url: '/api/v1/admin/schools',
      headers: superAdmin,
      payload: { school_name: 'Newly Registered', domain_name: 'newly-registered.example' },
    });
    expect(created.statusCode).toBe(200);
    await heard;
    expect(await corsAllows(b, origin)).toBe(true);
    expect(await schoolOfSite(b.db, site, now)).toBe(created.json().id);
  });

  it('stops allowing a school deactivated on the other instance', async () => {
    const { id } = await makeSchool(a.db, { domainName: 'closing.example' });
    expect(await corsAllows(b, 'https://closing.example')).toBe(true);
    const heard = nextInvalidation(b.invalidation, 'schools');
    const res = await a.inject({
      method: 'PUT',
      url: `/api/v1/admin/schools/${id}`,
      headers: superAdmin,
      payload: { school_name: 'Closing', is_active: false },
    });
    expect(res.statusCode).toBe(200);
    await heard;
    expect(await corsAllows(b, 'https://closing.example')).toBe(false);
  });

  it('marks with a question as the other instance last saved it', async () => {
    const course = await makeCourse(a.db, { schoolId: school });
    const { id } = await makeQuestion(a.db, course.id, { text: 'Which is even?' });
    const textOn = async (app: FastifyInstance) =>
      (await app.questionCache.load(app.db, [id])).get(id)?.row.text;
    expect(await textOn(b)).toBe('Which is even?');
    await a.db.update(questions).set({ text: 'Which is odd?' }).where(eq(questions.id, id));
    const heard = nextInvalidation(b.invalidation, 'question-keys');
    await questionsChanged(a.db, a.questionCache, [id]);
    await heard;
    expect(await textOn(b)).toBe('Which is odd?');
  });

  it.skipIf(!process.env.KYU_TEST_DATABASE_URL)(
    'serves a change made while its invalidation connection was down, once it is back',
    async () => {
      const now = Date.now();
      await coachPrompt(b.db, school, now);
      const back = nextInvalidation(b.invalidation, 'coach-prompts');
      await dropInvalidationListeners(url!);
      const prompt = (await a.inject({ url: '/api/v1/admin/prompts', headers: superAdmin }))
        .json()
        .find((p: { school_id: number | null }) => p.school_id === school);
      const changed = await a.inject({
        method: 'PUT',
        url: `/api/v1/admin/prompts/${prompt.id}`,
        headers: superAdmin,
        payload: { content: 'Changed during the outage.' },
      });
      expect(changed.statusCode).toBe(200);
      // Whether B was back before the change (and heard it) or after (and forgot everything),
      // it serves the new text once it says it is listening again.
      await back;
      await expect.poll(() => coachPrompt(b.db, school, now)).toBe('Changed during the outage.');
    },
  );
});
