import { beforeAll, describe, expect, it } from 'vitest';
import { makeSchool, signedIn } from '@kyu/test-support/db';
import { useTestApp } from '../../test/use-test-app';
import { insertPrompt } from './queries';
import { COACH_PROMPT_TTL_MS, DEFAULT_COACH_PROMPT, coachPrompt } from './service';

type Headers = Record<string, string>;

describe('coach prompt', () => {
  const t = useTestApp();
  let superAdmin: Headers;
  let schoolAdmin: Headers;
  let hillside: number;
  let riverside: number;
  let defaultId: number;

  beforeAll(async () => {
    hillside = (await makeSchool(t.db)).id;
    riverside = (await makeSchool(t.db)).id;
    superAdmin = (await signedIn(t.db, { userRoleId: 3, schoolId: null })).headers;
    schoolAdmin = (await signedIn(t.db, { userRoleId: 3, schoolId: hillside })).headers;
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: object,
  ) => t.app.inject({ method, url: `/api/v1/admin/prompts${url}`, headers, payload });

  it('is the built-in Socratic prompt while the table has none', async () => {
    expect(await coachPrompt(t.db, hillside)).toBe(DEFAULT_COACH_PROMPT);
    expect(DEFAULT_COACH_PROMPT).toMatch(/Guide with questions/);
    expect(DEFAULT_COACH_PROMPT).toMatch(/During a quiz or mock exam, never give the answer/);
  });

  it("is Kyu's default for every school until a school adds its own", async () => {
    const kyuDefault = await call('POST', '', superAdmin, {
      prompt_type: 'coach',
      content: 'Kyu default.',
    });
    expect(kyuDefault.json()).toMatchObject({ school_id: null });
    defaultId = kyuDefault.json().id;
    expect(await coachPrompt(t.db, hillside)).toBe('Kyu default.');
    const added = await call('POST', '', schoolAdmin, {
      prompt_type: 'coach',
      content: 'Hillside way.',
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      prompt_type: 'coach',
      school_id: hillside,
      content: 'Hillside way.',
    });
    expect(await coachPrompt(t.db, hillside)).toBe('Hillside way.');
    expect(await coachPrompt(t.db, riverside)).toBe('Kyu default.');
    expect(await coachPrompt(t.db, null)).toBe('Kyu default.');
  });

  it('refuses a second prompt of the same type for one school with 409', async () => {
    const again = await call('POST', '', schoolAdmin, {
      prompt_type: 'coach',
      content: 'Another.',
    });
    expect(again.statusCode).toBe(409);
  });

  it("shows a school admin Kyu's defaults and their school's own, and lets them change only their own", async () => {
    const listed = await call('GET', '', schoolAdmin);
    expect(listed.headers['content-range']).toBe('prompts 0-1/2');
    const rows = listed.json() as { id: number; school_id: number | null }[];
    expect(rows.map((r) => r.school_id).sort()).toEqual([hillside, null].sort());
    const own = rows.find((r) => r.school_id === hillside)!;
    const changed = await call('PUT', `/${own.id}`, schoolAdmin, {
      ...own,
      content: 'Hillside, kinder.',
    });
    expect(changed.json().content).toBe('Hillside, kinder.');
    expect(
      (await call('PUT', `/${defaultId}`, schoolAdmin, { content: 'Mine now.' })).statusCode,
    ).toBe(403);
    expect((await call('GET', `/${defaultId}`, schoolAdmin)).json().content).toBe('Kyu default.');
  });

  it("refuses another school's prompt to a school admin with 403, and shows every prompt to a super admin", async () => {
    const other = await call('POST', '', superAdmin, {
      prompt_type: 'coach',
      school_id: riverside,
      content: 'River.',
    });
    expect(other.json().school_id).toBe(riverside);
    expect((await call('GET', `/${other.json().id}`, schoolAdmin)).statusCode).toBe(403);
    expect((await call('GET', '', superAdmin)).headers['content-range']).toBe('prompts 0-2/3');
    const filtered = await call(
      'GET',
      `?filter=${encodeURIComponent(`{"school_id":${riverside}}`)}`,
      superAdmin,
    );
    expect(filtered.json().map((p: { content: string }) => p.content)).toEqual(['River.']);
  });

  it("lets a super admin change Kyu's default, and a school go back to it by removing its own", async () => {
    expect(
      (await call('PUT', `/${defaultId}`, superAdmin, { content: 'Kyu, revised.' })).statusCode,
    ).toBe(200);
    const own = (await call('GET', '', schoolAdmin))
      .json()
      .find((p: { school_id: number | null }) => p.school_id === hillside);
    expect((await call('DELETE', `/${own.id}`, schoolAdmin)).statusCode).toBe(200);
    expect(await coachPrompt(t.db, hillside)).toBe('Kyu, revised.');
    expect((await call('DELETE', `/${defaultId}`, schoolAdmin)).statusCode).toBe(403);
  });

  it('reads a prompt written elsewhere (another server process) once the cached one is old', async () => {
    const school = (await makeSchool(t.db)).id;
    const now = Date.now();
    expect(await coachPrompt(t.db, school, now)).toBe('Kyu, revised.');
    await insertPrompt(t.db, {
      promptType: 'coach',
      schoolId: school,
      content: 'Written elsewhere.',
    });
    expect(await coachPrompt(t.db, school, now + 1)).toBe('Kyu, revised.');
    expect(await coachPrompt(t.db, school, now + COACH_PROMPT_TTL_MS + 1)).toBe(
      'Written elsewhere.',
    );
  });

  it('refuses unknown prompt types and other roles', async () => {
    expect(
      (await call('POST', '', schoolAdmin, { prompt_type: 'poem', content: 'x' })).statusCode,
    ).toBe(400);
    const teacher = (await signedIn(t.db, { userRoleId: 2, schoolId: hillside })).headers;
    expect((await call('GET', '', teacher)).statusCode).toBe(403);
  });
});
