import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSchool, signedIn } from '@kyu/test-support/db';
import { type FakeOpenAi, startFakeOpenAi } from '@kyu/test-support/fakes/model-server';
import { useTestApp } from '../../test/use-test-app';
import { offlineTutor } from '../../providers/llm/offline-tutor';
import { testRun } from './test-run';

type Headers = Record<string, string>;

describe('prompt test run against an OpenAI-compatible model', () => {
  let fake: FakeOpenAi;
  const env: Record<string, string> = {};
  // Before useTestApp's own beforeAll builds the app, so the app is configured with the fake.
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    Object.assign(env, {
      LLM_BASE_URL: fake.url,
      LLM_MODEL: 'tutor-1',
      LLM_STALL_TIMEOUT_MS: '300',
    });
  });
  afterAll(() => fake.close());
  const t = useTestApp({ env });
  let admin: Headers;
  let promptId: number;

  beforeAll(async () => {
    const school = (await makeSchool(t.db)).id;
    admin = (await signedIn(t.db, { userRoleId: 3, schoolId: school })).headers;
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/prompts',
      headers: admin,
      payload: { prompt_type: 'coach', content: 'Working coach.' },
    });
    promptId = made.json().id;
  });

  const run = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/prompts/test-run',
      headers: admin,
      payload,
    });
  const working = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/admin/prompts/${promptId}`,
        headers: admin,
      })
    ).json().content;

  it("answers the model's reply to the draft, sent as the system prompt, and saves nothing", async () => {
    fake.script({ tokens: ['What do', ' you notice?'] });
    const answered = await run({
      prompt_type: 'coach',
      content: 'Ask one question.',
      sample: 'What is 3/4?',
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toEqual({
      reply: 'What do you notice?',
      model: 'tutor-1',
      offline: false,
    });
    const messages = fake.requests.at(-1)!.body.messages!;
    expect(messages[0]).toMatchObject({ role: 'system' });
    expect(messages[0]!.content).toContain('Ask one question.');
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'What is 3/4?' });
    expect(await working()).toBe('Working coach.');
  });

  it('refuses an invalid draft with 400 before asking the model', async () => {
    const asked = fake.requests.length;
    const refused = await run({ prompt_type: 'coach', content: 'Hi {{name}}', sample: 'Hello' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.content).toEqual([
      'uses {{name}}, but this prompt type fills in no placeholders',
    ]);
    expect(fake.requests.length).toBe(asked);
  });

  it('answers a model error as a 502 problem', async () => {
    fake.script({ status: 500, body: JSON.stringify({ error: { message: 'overloaded' } }) });
    const failed = await run({ prompt_type: '4', content: 'Mark fairly.', sample: 'An answer' });
    expect(failed.statusCode).toBe(502);
    expect(failed.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(failed.json().detail).toContain('overloaded');
    expect(await working()).toBe('Working coach.');
  });

  it('answers a model that stops answering as a 504 problem', async () => {
    fake.script({ tokens: ['Thinking', '…'], stallAfter: 1 });
    const slow = await run({ prompt_type: '4', content: 'Mark fairly.', sample: 'An answer' });
    expect(slow.statusCode).toBe(504);
    expect(slow.json().title).toBe('Gateway timeout');
  });

  it('records a test run in the logsheet', async () => {
    fake.script({ tokens: ['Ok'] });
    await run({ prompt_type: 'coach', content: 'Be brief.', sample: 'Hi' });
    await t.app.audit.flush();
    const log = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/logsheet?action=${encodeURIComponent('test-run')}`,
      headers: admin,
    });
    expect(log.json().items[0]).toMatchObject({
      action: 'POST /admin/prompts/test-run',
      status: 200,
    });
  });
});

describe('prompt test run without a model', () => {
  it('answers with the offline tutor, saying so', async () => {
    const reply = await testRun(offlineTutor(), {
      prompt_type: 'coach',
      content: 'Be kind.',
      sample: 'What is a fraction?',
    });
    expect(reply.offline).toBe(true);
    expect(reply.reply.length).toBeGreaterThan(0);
  });

  it('gives up at its own time limit with a 504 when the model never answers', async () => {
    const silent = {
      name: 'silent',
      offline: false,
      reply: () => ({
        [Symbol.asyncIterator]: () => ({ next: () => new Promise<never>(() => {}) }),
      }),
      title: async () => '',
    };
    await expect(
      testRun(silent, { prompt_type: 'coach', content: 'Be kind.', sample: 'Hi' }, 50),
    ).rejects.toMatchObject({ status: 504 });
  });
});
