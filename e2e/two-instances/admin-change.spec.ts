import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from '@kyu/test-support/demo';
import { UPSTREAM_HEADER } from './proxy';

/** A school site that no school has registered yet, so neither instance lets it call Kyu. */
const SITE = 'twin-instances.localhost';
const ORIGIN = `http://${SITE}`;

/** One call from the site's origin: which instance answered, and whether CORS let it through. */
async function callFromSite(request: APIRequestContext) {
  const res = await request.get('/api/v1/openapi.json', { headers: { origin: ORIGIN } });
  return {
    instance: res.headers()[UPSTREAM_HEADER]!,
    allowed: res.headers()['access-control-allow-origin'] === ORIGIN,
  };
}

// Each instance keeps its CORS decisions for a minute; the admin's change reaches the other one
// through PostgreSQL's NOTIFY, so it needs no such wait. The poll stays well inside the minute.
test('a school an admin registers through one instance is let in by the other at once', async ({
  request,
}) => {
  const seen = new Map<string, boolean>();
  while (seen.size < 2) {
    const { instance, allowed } = await callFromSite(request);
    seen.set(instance, allowed);
  }
  expect([...seen.values()]).toEqual([false, false]);

  const login = await request.post('/api/v1/auth/login', {
    data: { login_type: 'password', email: 'admin@example.com', password: DEMO_PASSWORD },
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const created = await request.post('/api/v1/admin/schools', {
    headers: { authorization: `Bearer ${access_token}` },
    data: { school_name: 'Twin Instances School', domain_name: SITE },
  });
  expect(created.status()).toBe(200);
  const tookIt = created.headers()[UPSTREAM_HEADER];
  expect(seen.has(tookIt!)).toBe(true);

  await expect
    .poll(
      async () => {
        const { instance, allowed } = await callFromSite(request);
        return instance === tookIt ? 'the same instance' : allowed;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  expect(await callFromSite(request)).toMatchObject({ allowed: true });
});
