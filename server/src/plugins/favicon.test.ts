import { describe, expect, it } from 'vitest';
import { makeSchool } from '@kyu/test-support/db';
import { useTestApp } from '../test/use-test-app';

describe('GET /favicon.ico', () => {
  const t = useTestApp();

  const favicon = (host: string) =>
    t.app.inject({ method: 'GET', url: '/favicon.ico', headers: { host } });

  it("answers Kyu's icon on Kyu's own host, where it was a 404", async () => {
    const res = await favicon('localhost:8080');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it("sends a school's domain to the favicon the school uploaded", async () => {
    await makeSchool(t.db, {
      domainName: 'maple.example',
      images: { favicon: '/uploads/maple/favicon.ico' },
    });
    const res = await favicon('maple.example');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/uploads/maple/favicon.ico');
  });

  it("answers Kyu's icon for a school that uploaded none", async () => {
    await makeSchool(t.db, { domainName: 'rowan.example' });
    expect((await favicon('rowan.example')).headers['content-type']).toBe('image/png');
  });
});
