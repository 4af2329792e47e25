import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { buildTestApp } from '../../../test/build-test-app';
import { makeSchool, signedIn } from '@kyu/test-support/db';

type Headers = Record<string, string>;

describe("admin: a school's own terms and privacy texts", () => {
  let app: FastifyInstance;
  let db: Db;
  let hillsideAdmin: Headers;
  let riversideAdmin: Headers;
  let hillsideId: number;

  beforeAll(async () => {
    ({ app, db } = await buildTestApp());
    const hillside = await makeSchool(db, {
      schoolName: 'Hillside Academy',
      domainName: 'legal-hillside.example',
    });
    const riverside = await makeSchool(db, { schoolName: 'Riverside Primary' });
    hillsideId = hillside.id;
    hillsideAdmin = (await signedIn(db, { userRoleId: 3, schoolId: hillside.id })).headers;
    riversideAdmin = (await signedIn(db, { userRoleId: 3, schoolId: riverside.id })).headers;
  });
  afterAll(() => app.close());

  const update = (headers: Headers, body: object) =>
    app.inject({
      method: 'PUT',
      url: `/api/v1/admin/schools/${hillsideId}`,
      headers,
      payload: { school_name: 'Hillside Academy', ...body },
    });
  const whiteLabel = async () =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/v1/auth/white-label',
        payload: { domain: 'legal-hillside.example' },
      })
    ).json();

  it('shows null, meaning the defaults, until the school sets its own', async () => {
    expect(await whiteLabel()).toMatchObject({ terms_text: null, privacy_text: null });
  });

  it('stores trimmed texts and answers them through the white-label record', async () => {
    const res = await update(hillsideAdmin, {
      terms_text: '  Our terms.\n\nSecond paragraph.  \n',
      privacy_text: '<b>Privacy</b> as typed',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      terms_text: 'Our terms.\n\nSecond paragraph.',
      privacy_text: '<b>Privacy</b> as typed',
    });
    expect(await whiteLabel()).toMatchObject({
      terms_text: 'Our terms.\n\nSecond paragraph.',
      privacy_text: '<b>Privacy</b> as typed',
    });
  });

  it('keeps the texts when an update leaves them out', async () => {
    expect((await update(hillsideAdmin, { page_title: 'Hillside' })).statusCode).toBe(200);
    expect((await whiteLabel()).terms_text).toBe('Our terms.\n\nSecond paragraph.');
  });

  it('goes back to the defaults for a blank text or null', async () => {
    const res = await update(hillsideAdmin, { terms_text: ' \n\t ', privacy_text: null });
    expect(res.json()).toMatchObject({ terms_text: null, privacy_text: null });
    expect(await whiteLabel()).toMatchObject({ terms_text: null, privacy_text: null });
  });

  it('answers 400 naming the field for a text over 20,000 characters, and keeps the old one', async () => {
    await update(hillsideAdmin, { privacy_text: 'Kept.' });
    const res = await update(hillsideAdmin, { privacy_text: 'x'.repeat(20_001) });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().errors).toHaveProperty('privacy_text');
    expect((await update(hillsideAdmin, { terms_text: 'y'.repeat(20_000) })).statusCode).toBe(200);
    expect((await whiteLabel()).privacy_text).toBe('Kept.');
  });

  it("refuses another school's admin, changing nothing", async () => {
    const before = await whiteLabel();
    const res = await update(riversideAdmin, { terms_text: 'Taken over' });
    expect(res.statusCode).toBe(404);
    expect(await whiteLabel()).toEqual(before);
  });
});
