import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { buildTestApp } from '../../../test/build-test-app';
import { makeSchool, makeUser, signedIn } from '@kyu/test-support/db';
import { ICO_BYTES, PNG_BYTES } from '@kyu/test-support/files/images';
import { multipartBody } from '@kyu/test-support/multipart';

type Headers = Record<string, string>;

describe('admin: schools', () => {
  let app: FastifyInstance;
  let db: Db;
  let dataDir: string;
  let superAdmin: Headers;
  let schoolAdmin: Headers;
  let hillsideId: number;
  let riversideId: number;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'kyu-admin-schools-'));
    ({ app, db } = await buildTestApp({ env: { DATA_DIR: dataDir } }));
    const hillside = await makeSchool(db, {
      schoolName: 'Hillside Academy',
      domainName: 'hillside.example',
    });
    const riverside = await makeSchool(db, {
      schoolName: 'Riverside Primary',
      domainName: 'riverside.example',
    });
    hillsideId = hillside.id;
    riversideId = riverside.id;
    for (let i = 0; i < 5; i++) await makeSchool(db, { schoolName: `Zeta School ${i}` });
    superAdmin = (await signedIn(db, { userRoleId: 3, schoolId: null })).headers;
    schoolAdmin = (await signedIn(db, { userRoleId: 3, schoolId: hillside.id })).headers;
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers?: Headers,
    payload?: object,
  ) => app.inject({ method, url: `/api/v1/admin/schools${url}`, headers, payload });

  it('answers 401 without a session and 403 to teachers, students, parents and curriculum staff', async () => {
    expect((await call('GET', '')).statusCode).toBe(401);
    for (const userRoleId of [1, 2, 4, 5, 6]) {
      const { headers } = await signedIn(db, { userRoleId, schoolId: hillsideId });
      const res = await call('GET', '', headers);
      expect(res.statusCode, `role ${userRoleId}`).toBe(403);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
  });

  it('pages, sorts and counts with Content-Range for a super admin', async () => {
    const res = await call('GET', '?sort=["school_name","DESC"]&range=[0,2]', superAdmin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe('schools 0-2/7');
    expect(res.headers['access-control-expose-headers']).toContain('Content-Range');
    expect(res.json().map((s: { school_name: string }) => s.school_name)).toEqual([
      'Zeta School 4',
      'Zeta School 3',
      'Zeta School 2',
    ]);
  });

  it('searches by name or domain', async () => {
    const res = await call('GET', `?filter=${encodeURIComponent('{"q":"riverside"}')}`, superAdmin);
    expect(res.json().map((s: { id: number }) => s.id)).toEqual([riversideId]);
    expect(res.headers['content-range']).toBe('schools 0-0/1');
  });

  it('answers 400 naming the parameter for a bad sort field', async () => {
    const res = await call('GET', '?sort=["secret","ASC"]', superAdmin);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('sort');
  });

  it('shows a school admin only their own school', async () => {
    const res = await call('GET', '', schoolAdmin);
    expect(res.json().map((s: { id: number }) => s.id)).toEqual([hillsideId]);
    expect(res.headers['content-range']).toBe('schools 0-0/1');
    expect((await call('GET', `/${riversideId}`, schoolAdmin)).statusCode).toBe(404);
    expect((await call('GET', `/${hillsideId}`, schoolAdmin)).json()).toMatchObject({
      school_name: 'Hillside Academy',
      colours: { primary: null },
      images: { logo: null },
    });
  });

  it('lets a super admin add a school, and refuses a domain already in use', async () => {
    const created = await call('POST', '', superAdmin, {
      school_name: 'Lakeside College',
      domain_name: 'lakeside.example',
      colours: { primary: '#123456' },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      school_name: 'Lakeside College',
      is_active: true,
      colours: { primary: '#123456', accent1: null },
    });
    const duplicate = await call('POST', '', superAdmin, {
      school_name: 'Copy',
      domain_name: 'lakeside.example',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors).toHaveProperty('domain_name');
  });

  it('refuses a school admin adding or removing schools', async () => {
    expect((await call('POST', '', schoolAdmin, { school_name: 'Mine' })).statusCode).toBe(403);
    expect((await call('DELETE', `/${hillsideId}`, schoolAdmin)).statusCode).toBe(403);
  });

  it('lets a school admin change their school but not activate or deactivate it, nor change another', async () => {
    const record = (await call('GET', `/${hillsideId}`, schoolAdmin)).json();
    // react-admin sends the whole record back, read-only fields included.
    const changed = await call('PUT', `/${hillsideId}`, schoolAdmin, {
      ...record,
      page_title: 'Hillside Learning',
      colours: { primary: '#096787' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      page_title: 'Hillside Learning',
      colours: { primary: '#096787' },
    });
    const deactivate = await call('PUT', `/${hillsideId}`, schoolAdmin, {
      school_name: 'Hillside Academy',
      is_active: false,
    });
    expect(deactivate.statusCode).toBe(403);
    expect(
      (await call('PUT', `/${riversideId}`, schoolAdmin, { school_name: 'Taken over' })).statusCode,
    ).toBe(404);
  });

  it('clears a domain sent as null', async () => {
    const school = await makeSchool(db, { schoolName: 'Temp', domainName: 'temp.example' });
    const res = await call('PUT', `/${school.id}`, superAdmin, {
      school_name: 'Temp',
      domain_name: null,
      page_title: null,
    });
    expect(res.json()).toMatchObject({ domain_name: null, page_title: null });
  });

  it('deletes an unused school and deactivates one that users belong to', async () => {
    const unused = await makeSchool(db, { schoolName: 'Typo Scool' });
    const deleted = await call('DELETE', `/${unused.id}`, superAdmin);
    expect(deleted.json()).toMatchObject({ id: unused.id, school_name: 'Typo Scool' });
    expect((await call('GET', `/${unused.id}`, superAdmin)).statusCode).toBe(404);

    const used = await makeSchool(db, { schoolName: 'Busy School' });
    await makeUser(db, { schoolId: used.id });
    const deactivated = await call('DELETE', `/${used.id}`, superAdmin);
    expect(deactivated.json()).toMatchObject({ id: used.id, is_active: false });
    expect((await call('GET', `/${used.id}`, superAdmin)).json().is_active).toBe(false);
  });

  const uploadImage = (
    id: number,
    slot: string,
    headers: Headers,
    bytes: Buffer,
    filename = 'x.png',
  ) => {
    const body = multipartBody({ filename, contentType: 'image/png', bytes });
    return app.inject({
      method: 'PUT',
      url: `/api/v1/admin/schools/${id}/images/${slot}`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  it('stores a white-label image and answers the updated school', async () => {
    const res = await uploadImage(hillsideId, 'logo', schoolAdmin, PNG_BYTES);
    expect(res.statusCode).toBe(200);
    const logo: string = res.json().images.logo;
    expect(logo).toMatch(new RegExp(`^/uploads/schools/${hillsideId}-logo-[0-9a-f]+\\.png$`));
    expect((await app.inject({ method: 'GET', url: logo })).statusCode).toBe(200);
    const cleared = await app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/schools/${hillsideId}/images/logo`,
      headers: schoolAdmin,
    });
    expect(cleared.json().images.logo).toBeNull();
    expect((await app.inject({ method: 'GET', url: logo })).statusCode).toBe(404);
  });

  it('accepts an ICO only as the favicon', async () => {
    const favicon = await uploadImage(hillsideId, 'favicon', superAdmin, ICO_BYTES, 'favicon.ico');
    expect(favicon.json().images.favicon).toMatch(/\.ico$/);
    expect(
      (await uploadImage(hillsideId, 'mascot', superAdmin, ICO_BYTES, 'm.png')).statusCode,
    ).toBe(415);
  });

  it('refuses an unknown image slot, an oversized file and another school', async () => {
    expect((await uploadImage(hillsideId, 'banner', superAdmin, PNG_BYTES)).statusCode).toBe(400);
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await uploadImage(hillsideId, 'logo', superAdmin, big)).statusCode).toBe(413);
    expect((await uploadImage(riversideId, 'logo', schoolAdmin, PNG_BYTES)).statusCode).toBe(404);
  });
});
