import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { eq } from 'drizzle-orm';
import { makeSchool } from '@kyu/test-support/db';
import { schools } from '../../db/schema';

describe('POST /auth/white-label', () => {
  const t = useTestApp();

  const lookUp = (domain: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/white-label', payload: { domain } });

  it('answers the school registered for the host, with null for unset colours and images', async () => {
    const school = await makeSchool(t.db, {
      domainName: 'hillside.example',
      pageTitle: 'Hillside Learning',
      colours: { primary: '#123456', accent1: '#abcdef' },
      images: { logo: '/uploads/hillside/logo.png' },
    });
    const res = await lookUp('WWW.Hillside.example:8080');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      school_id: school.id,
      school_name: school.schoolName,
      domain_name: 'hillside.example',
      page_title: 'Hillside Learning',
    });
    expect(body.colours).toEqual({
      primary: '#123456',
      secondary1: null,
      secondary2: null,
      secondary3: null,
      accent1: '#abcdef',
      accent2: null,
      accent3: null,
      highlight1: null,
      highlight2: null,
      highlight3: null,
    });
    expect(body.images.logo).toBe('/uploads/hillside/logo.png');
    expect(Object.values(body.images).filter((v) => v === null)).toHaveLength(7);
  });

  it.each([
    'birch.example',
    'www.birch.example',
    'BIRCH.Example.',
    'https://www.birch.example:8443/x',
  ])('finds the school of birch.example from %j', async (host) => {
    const school = await makeSchool(t.db, { domainName: 'birch.example' });
    expect((await lookUp(host)).json().school_id).toBe(school.id);
    await t.db.delete(schools).where(eq(schools.id, school.id));
  });

  it('finds a school of an international domain by its Unicode or punycode name', async () => {
    const school = await makeSchool(t.db, { domainName: 'xn--bcher-kva.example' });
    expect((await lookUp('Bücher.example')).json().school_id).toBe(school.id);
    expect((await lookUp('www.xn--bcher-kva.example')).json().school_id).toBe(school.id);
  });

  it('answers 404 problem for a host no school uses', async () => {
    const res = await lookUp('nowhere.example');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it('answers 404 for a deactivated school', async () => {
    await makeSchool(t.db, { domainName: 'closed.example', isActive: false });
    expect((await lookUp('closed.example')).statusCode).toBe(404);
  });
});

describe('GET /auth/white-label (the start-up lookup)', () => {
  const t = useTestApp();

  const find = (domain: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/white-label?domain=${encodeURIComponent(domain)}`,
    });

  it("answers the school's record for its host, whatever brand the host is", async () => {
    const school = await makeSchool(t.db, {
      domainName: 'oakfield.example',
      pageTitle: 'Oakfield',
    });
    const res = await find('oakfield.example');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ school_id: school.id, page_title: 'Oakfield' });
  });

  it('answers 204 without a body, no error, for a host no school uses', async () => {
    const res = await find('localhost');
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  it('answers a 400 problem without a domain', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/white-label' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });
});
