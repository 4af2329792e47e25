import { beforeAll, describe, expect, it } from 'vitest';
import type { PromptVersion } from '@kyu/core/contract';
import { makeSchool, signedIn } from '@kyu/test-support/db';
import { useTestApp } from '../../test/use-test-app';
import { coachPrompt, forgetCoachPrompts } from './service';

type Headers = Record<string, string>;

describe('prompt versions and validation', () => {
  const t = useTestApp();
  let superAdmin: Headers;
  let schoolAdmin: Headers;
  let adminName: string;
  let hillside: number;
  let riverside: number;

  beforeAll(async () => {
    hillside = (await makeSchool(t.db)).id;
    riverside = (await makeSchool(t.db)).id;
    superAdmin = (await signedIn(t.db, { userRoleId: 3, schoolId: null })).headers;
    const admin = await signedIn(t.db, { userRoleId: 3, schoolId: hillside });
    schoolAdmin = admin.headers;
    adminName = `${admin.user.firstName} ${admin.user.lastName}`;
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/admin/prompts${url}`, headers, payload });

  const ownPrompt = async (type: string, content: string) => {
    const made = await call('POST', '', schoolAdmin, { prompt_type: type, content });
    expect(made.statusCode).toBe(200);
    return made.json() as { id: number; content: string };
  };

  it('keeps each replaced text as a version with who wrote it and who replaced it, latest first', async () => {
    const prompt = await ownPrompt('5', 'First.');
    expect(
      (await call('PUT', `/${prompt.id}`, schoolAdmin, { content: 'Second.' })).json(),
    ).toMatchObject({
      content: 'Second.',
    });
    await call('PUT', `/${prompt.id}`, superAdmin, { content: 'Third.' });
    const versions = (
      await call('GET', `/${prompt.id}/versions`, schoolAdmin)
    ).json() as PromptVersion[];
    expect(versions.map((v) => v.content)).toEqual(['Second.', 'First.']);
    expect(versions[1]).toMatchObject({ written_by_name: adminName, replaced_by_name: adminName });
    expect(versions[0]!.written_by_name).toBe(adminName);
    expect(versions[0]!.replaced_by_name).not.toBe(adminName);
  });

  it('keeps no version for a save of the same text', async () => {
    const prompt = await ownPrompt('1', 'Same.');
    expect((await call('PUT', `/${prompt.id}`, schoolAdmin, { content: 'Same.' })).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/${prompt.id}/versions`, schoolAdmin)).json()).toEqual([]);
  });

  it('restores a version as a new save, keeping the text it replaces', async () => {
    const prompt = await ownPrompt('6', 'Objective one.');
    await call('PUT', `/${prompt.id}`, schoolAdmin, { content: 'Objective two.' });
    const [first] = (
      await call('GET', `/${prompt.id}/versions`, schoolAdmin)
    ).json() as PromptVersion[];
    const restored = await call('POST', `/${prompt.id}/versions/${first!.id}/restore`, schoolAdmin);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().content).toBe('Objective one.');
    const versions = (
      await call('GET', `/${prompt.id}/versions`, schoolAdmin)
    ).json() as PromptVersion[];
    expect(versions.map((v) => v.content)).toEqual(['Objective two.', 'Objective one.']);
    expect(
      (await call('POST', `/${prompt.id}/versions/999999/restore`, schoolAdmin)).statusCode,
    ).toBe(404);
  });

  let coach: { id: number } | undefined;
  it.each([
    ['a blank text', '   \n', 'is blank'],
    ['a NUL', 'Be kind.\u0000', 'NUL character'],
    ['an unknown placeholder', 'Hello {{student_name}}.', 'fills in no placeholders'],
    ['unbalanced braces', 'Hello {{student_name.', 'never closed'],
  ])(
    'refuses %s with a problem and leaves the working prompt as it was',
    async (_, content, said) => {
      const prompt = (coach ??= await ownPrompt('coach', 'Working coach.'));
      forgetCoachPrompts(t.db);
      expect(await coachPrompt(t.db, hillside)).toBe('Working coach.');
      const refused = await call('PUT', `/${prompt.id}`, schoolAdmin, { content });
      expect(refused.statusCode).toBe(400);
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(refused.json().errors.content.join(' ')).toContain(said);
      expect((await call('GET', `/${prompt.id}`, schoolAdmin)).json().content).toBe(
        'Working coach.',
      );
      expect((await call('GET', `/${prompt.id}/versions`, schoolAdmin)).json()).toEqual([]);
      forgetCoachPrompts(t.db);
      expect(await coachPrompt(t.db, hillside)).toBe('Working coach.');
    },
  );

  it('refuses a text past the limit, and an invalid new prompt, with 400', async () => {
    const prompt = await ownPrompt('7', 'Requests.');
    expect(
      (await call('PUT', `/${prompt.id}`, schoolAdmin, { content: 'x'.repeat(20_001) })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '', schoolAdmin, { prompt_type: '9', content: '{{x}}' })).statusCode,
    ).toBe(400);
    expect((await call('GET', `/${prompt.id}`, schoolAdmin)).json().content).toBe('Requests.');
  });

  it("refuses another school's prompt, its versions and a restore to a school admin with 403", async () => {
    const theirs = await call('POST', '', superAdmin, {
      prompt_type: '5',
      school_id: riverside,
      content: 'River steps.',
    });
    const id = theirs.json().id as number;
    await call('PUT', `/${id}`, superAdmin, { content: 'River steps, again.' });
    const [version] = (await call('GET', `/${id}/versions`, superAdmin)).json() as PromptVersion[];
    expect((await call('GET', `/${id}/versions`, schoolAdmin)).statusCode).toBe(403);
    expect((await call('PUT', `/${id}`, schoolAdmin, { content: 'Mine.' })).statusCode).toBe(403);
    expect(
      (await call('POST', `/${id}/versions/${version!.id}/restore`, schoolAdmin)).statusCode,
    ).toBe(403);
    expect((await call('GET', `/${id}`, superAdmin)).json().content).toBe('River steps, again.');
  });

  it('records each save and restore in the logsheet', async () => {
    const prompt = await ownPrompt('3', 'Mark one.');
    await call('PUT', `/${prompt.id}`, schoolAdmin, { content: 'Mark two.' });
    const [version] = (
      await call('GET', `/${prompt.id}/versions`, schoolAdmin)
    ).json() as PromptVersion[];
    await call('POST', `/${prompt.id}/versions/${version!.id}/restore`, schoolAdmin);
    await t.app.audit.flush();
    const log = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/logsheet?action=${encodeURIComponent('/admin/prompts')}`,
      headers: schoolAdmin,
    });
    const actions = (log.json().items as { action: string; target_id: number | null }[])
      .filter((e) => e.target_id === prompt.id || e.target_id === version!.id)
      .map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'PUT /admin/prompts/{id}',
        'POST /admin/prompts/{id}/versions/{versionId}/restore',
      ]),
    );
  });
});
