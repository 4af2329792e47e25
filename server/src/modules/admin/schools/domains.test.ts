import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { makeSchool, signedIn } from '@kyu/test-support/db';
import { schools } from '../../../db/schema';
import { useTestApp } from '../../../test/use-test-app';

type Headers = Record<string, string>;

/** What a school's admin might type for another school's `oak.example`, to take it over. */
const FORMS_OF_OAK = [
  'www.oak.example',
  'OAK.Example',
  'oak.example.',
  'oak.example:8443',
  'WWW.Oak.Example.:80',
  'https://www.oak.example/welcome',
];

describe('admin: school domains', () => {
  const t = useTestApp();
  const call = (method: 'POST' | 'PUT', url: string, headers: Headers, payload: object) =>
    t.app.inject({ method, url: `/api/v1/admin/schools${url}`, headers, payload });
  const domainOf = async (id: number) =>
    (await t.db.select().from(schools).where(eq(schools.id, id)))[0]?.domainName;
  const superAdmin = () => signedIn(t.db, { userRoleId: 3, schoolId: null });
  let made = 0;
  const fresh = (name: string) => `${name}-${++made}.example`;

  it.each(FORMS_OF_OAK)(
    "answers 409 to a school admin claiming another school's domain as %j, and changes nothing",
    async (form) => {
      await t.db.delete(schools).where(eq(schools.domainName, 'oak.example'));
      const oak = await makeSchool(t.db, { domainName: 'oak.example' });
      const elmDomain = fresh('elm');
      const elm = await makeSchool(t.db, { schoolName: 'Elm', domainName: elmDomain });
      const admin = await signedIn(t.db, { userRoleId: 3, schoolId: elm.id });
      const res = await call('PUT', `/${elm.id}`, admin.headers, {
        school_name: 'Elm',
        domain_name: form,
        page_title: 'Taken over',
      });
      expect(res.statusCode).toBe(409);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().errors).toHaveProperty('domain_name');
      expect(await domainOf(elm.id)).toBe(elmDomain);
      expect(await domainOf(oak.id)).toBe('oak.example');
      const lookUp = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/white-label',
        payload: { domain: form },
      });
      expect(lookUp.json()).toMatchObject({ school_id: oak.id, page_title: null });
    },
  );

  it.each(FORMS_OF_OAK)(
    "answers 409 to a super admin adding a school under another school's domain as %j",
    async (form) => {
      await t.db.delete(schools).where(eq(schools.domainName, 'oak.example'));
      await makeSchool(t.db, { domainName: 'oak.example' });
      const before = await t.db.$count(schools);
      const res = await call('POST', '', (await superAdmin()).headers, {
        school_name: 'Copy of Oak',
        domain_name: form,
      });
      expect(res.statusCode).toBe(409);
      expect(await t.db.$count(schools)).toBe(before);
    },
  );

  it('saves a domain normalised, an international one as punycode, and answers it so', async () => {
    const { headers } = await superAdmin();
    const typed = await call('POST', '', headers, {
      school_name: 'Lakeside',
      domain_name: 'https://WWW.Lakeside.Example.:8080/',
    });
    expect(typed.json()).toMatchObject({ domain_name: 'lakeside.example' });
    const international = await call('POST', '', headers, {
      school_name: 'Bücherei',
      domain_name: 'www.Bücher.example',
    });
    expect(international.json()).toMatchObject({ domain_name: 'xn--bcher-kva.example' });
    const again = await call('POST', '', headers, {
      school_name: 'Copy',
      domain_name: 'xn--bcher-kva.example.',
    });
    expect(again.statusCode).toBe(409);
  });

  it("lets a school admin save their own school's domain in another form", async () => {
    const ash = await makeSchool(t.db, { schoolName: 'Ash', domainName: 'ash.example' });
    const admin = await signedIn(t.db, { userRoleId: 3, schoolId: ash.id });
    const res = await call('PUT', `/${ash.id}`, admin.headers, {
      school_name: 'Ash',
      domain_name: 'WWW.ash.example',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ domain_name: 'ash.example' });
  });

  it.each([
    'oak..example',
    'oak tree.example',
    'localhost',
    '-oak.example',
    `${'a'.repeat(64)}.example`,
  ])('refuses %j with a 400 naming domain_name, saving nothing', async (form) => {
    const yewDomain = fresh('yew');
    const yew = await makeSchool(t.db, { schoolName: 'Yew', domainName: yewDomain });
    const res = await call('PUT', `/${yew.id}`, (await superAdmin()).headers, {
      school_name: 'Yew renamed',
      domain_name: form,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('domain_name');
    expect((await t.db.select().from(schools).where(eq(schools.id, yew.id)))[0]).toMatchObject({
      schoolName: 'Yew',
      domainName: yewDomain,
    });
  });

  it.each(['www.pine.example', 'Pine.example', 'pine.example.', 'pine.example:80'])(
    'has the database refuse a domain %j written without normalising',
    async (domainName) => {
      await expect(makeSchool(t.db, { domainName })).rejects.toThrow();
    },
  );
});
