import { beforeAll, describe, expect, it } from 'vitest';
import { submitForm } from '@kyu/test-support/api';
import { signedIn } from '@kyu/test-support/db';
import { multipartBody } from '@kyu/test-support/multipart';
import { useTestApp } from '../test/use-test-app';

type Headers = Record<string, string>;

/** Hostile input through the real app: each is a 400 (or 413) problem naming what was wrong. */
describe('hostile input', () => {
  const t = useTestApp();
  let admin: Headers;
  let student: Headers;

  beforeAll(async () => {
    admin = (await signedIn(t.db, { userRoleId: 3, schoolId: null })).headers;
    student = (await signedIn(t.db, { userRoleId: 1 })).headers;
  });

  const expectProblem = (
    res: { statusCode: number; headers: Headers | object; json(): unknown },
    status: number,
    field?: string,
  ) => {
    expect(res.statusCode).toBe(status);
    expect((res.headers as Headers)['content-type']).toContain('application/problem+json');
    if (field) expect((res.json() as { errors: object }).errors).toHaveProperty([field]);
  };

  it('refuses every loose spelling of an id, and the record it would have named is untouched', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/prompts',
      headers: admin,
      payload: { prompt_type: '5', content: 'Show each step.' },
    });
    const id = created.json<{ id: number }>().id;
    const spellings = [
      `%20${id}`,
      `0x${id.toString(16)}`,
      `${id}.0`,
      `${id}e0`,
      `+${id}`,
      `0${id}`,
    ];
    for (const spelling of [...spellings, 'Infinity', '1e309', '-1', '0', '2147483648']) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/admin/prompts/${spelling}`,
        headers: admin,
      });
      expectProblem(res, 400, 'id');
    }
    const still = await t.app.inject({ url: `/api/v1/admin/prompts/${id}`, headers: admin });
    expect(still.statusCode).toBe(200);
  });

  it('refuses a NUL in a body, a query, a path and a header, naming where', async () => {
    const nul = '\u0000';
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/white-label',
      payload: { domain: `hillside${nul}.example` },
    });
    expectProblem(body, 400, 'domain');
    expectProblem(await t.app.inject({ url: '/api/v1/users?email=a%00@b.example' }), 400, 'email');
    expectProblem(
      await t.app.inject({ url: '/api/v1/auth/magic-link/abc%00def/validate' }),
      400,
      'token',
    );
    const header = await t.app.inject({
      url: '/api/v1/users/streaks',
      headers: { ...student, 'x-time-zone': `Europe/Paris${nul}` },
    });
    expectProblem(header, 400, 'x-time-zone');
  });

  it('refuses a NUL in a multipart field, a file name, and the JSON a field holds', async () => {
    const doc = multipartBody(
      { filename: 'notes.txt', contentType: 'text/plain', bytes: Buffer.from('Notes') },
      { document_type_id: '1', title: 'Notes\u0000' },
    );
    const field = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/documents',
      headers: { ...admin, ...doc.headers },
      payload: doc.payload,
    });
    expectProblem(field, 400, 'title');
    const named = multipartBody(
      { filename: 'no\u0000tes.txt', contentType: 'text/plain', bytes: Buffer.from('Notes') },
      { document_type_id: '1' },
    );
    const filename = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/documents',
      headers: { ...admin, ...named.headers },
      payload: named.payload,
    });
    expectProblem(filename, 400, 'file file name');
    const form = submitForm([
      { question_id: 1, value: 'a\u0000', time_spent: 1, num_options_clicked: 0 },
    ]);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quiz/1/submit',
      headers: { ...student, ...form.headers },
      payload: form.payload,
    });
    expectProblem(json, 400, 'evaluations.0.value');
  });

  it('refuses half a surrogate pair and absurd nesting in a JSON body', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/white-label',
      headers: { 'content-type': 'application/json' },
      payload: '{"domain":"a\\ud800b.example"}',
    });
    expectProblem(broken, 400, 'domain');
    const deep = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/white-label',
      headers: { 'content-type': 'application/json' },
      payload: `{"domain":${'['.repeat(5000)}${']'.repeat(5000)}}`,
    });
    expectProblem(deep, 400);
  });

  it('refuses a JSON body of 400,000 nested arrays before parsing it, and keeps brackets inside strings', async () => {
    const flood = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":${'['.repeat(400_000)}${']'.repeat(400_000)},"password":"x"}`,
    });
    expectProblem(flood, 400, 'body');
    expect(flood.json().detail).toBe('body is nested more than 32 levels deep.');
    const quoted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: `${'['.repeat(40)}\\"{{@example.com`, password: 'x' }),
    });
    expect(quoted.statusCode).not.toBe(500);
    expect(quoted.json().detail).not.toContain('nested');
  });

  it('refuses numbers past their bounds, finite or not, in bodies and queries', async () => {
    for (const level of ['1e300', '1e309', '2147483648', '1.5']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/users/onboarding',
        headers: { ...student, 'content-type': 'application/json' },
        payload: `{"academic_level_id":${level}}`,
      });
      expectProblem(res, 400, 'academic_level_id');
    }
    expectProblem(
      await t.app.inject({ url: '/api/v1/chat?page=99999999999', headers: student }),
      400,
      'page',
    );
  });

  it('answers a multipart field over 1 MB with a 413 problem', async () => {
    const form = multipartBody(
      { filename: 'notes.txt', contentType: 'text/plain', bytes: Buffer.from('Notes') },
      { document_type_id: '1', title: 'x'.repeat(1024 * 1024 + 1) },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/documents',
      headers: { ...admin, ...form.headers },
      payload: form.payload,
    });
    expectProblem(res, 413);
  });
});
