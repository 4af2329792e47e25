import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@kyu/test-support/demo';

/** A bearer token for a seeded account, signed in through the API rather than the portal. */
export async function apiToken(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
) {
  const res = await request.post('/api/v1/auth/login', {
    data: { login_type: 'password', email, password },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Signs in through the portal's login form with e-mail and password. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The seeded super admin: the development routes (`/dev/...`) answer nobody else. */
export const DEV_ADMIN = 'admin@example.com';

/** Headers that make a call as the seeded super admin, for the development routes. */
export async function devAdminHeaders(request: APIRequestContext) {
  return { authorization: `Bearer ${await apiToken(request, DEV_ADMIN)}` };
}

/**
 * The newest mail in the development mailbox for an address (whose subject matches, when given),
 * waiting for it to arrive: mails sent on a later webhook, like a receipt, come after others.
 */
export async function latestMail(request: APIRequestContext, to: string, subject?: RegExp) {
  let mail: { subject: string; text: string; links: string[] } | undefined;
  const headers = await devAdminHeaders(request);
  await expect
    .poll(
      async () => {
        const res = await request.get(`/dev/mail.json?to=${encodeURIComponent(to)}`, { headers });
        expect(res.status()).toBe(200);
        const list = (await res.json()) as (typeof mail)[];
        mail = subject ? list.find((m) => subject.test(m!.subject)) : list[0];
        return Boolean(mail);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return mail!;
}

/** The stored user of the portal, as the API client keeps it. */
export async function storedUser(page: Page) {
  return page.evaluate(() => {
    const raw = localStorage.getItem('kyu:user');
    return raw ? (JSON.parse(raw) as { access_token: string; email: string }) : null;
  });
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * A new pupil of the demo school in Primary 5, whom no other spec has touched: signed up as
 * anyone would, then put in the school by Kyu's administrator, as a school's roll is.
 */
export async function newPupil(request: APIRequestContext, stamp: string) {
  const admin = await apiToken(request, 'admin@example.com');
  const levels = (await (
    await request.get('/api/v1/academic-levels', { headers: bearer(admin) })
  ).json()) as { id: number; name: string }[];
  const email = `pupil-${stamp}@example.com`;
  const signup = await request.post('/api/v1/auth/signup', {
    data: {
      role: 'student',
      email,
      password: DEMO_PASSWORD,
      first_name: 'Noor',
      last_name: `Rahman${stamp}`,
      academic_level_id: levels.find((l) => l.name === 'Primary 5')!.id,
    },
  });
  expect(signup.status()).toBe(201);
  const { id } = (await signup.json()) as { id: number };
  const teacher = await apiToken(request, 'teacher@example.com');
  const school = (await (
    await request.get('/api/v1/teachers/schools/details', { headers: bearer(teacher) })
  ).json()) as { id: number };
  const put = await request.put(`/api/v1/admin/users/${id}`, {
    headers: bearer(admin),
    data: { school_id: school.id },
  });
  expect(put.status()).toBe(200);
  return { id, email, name: `Noor Rahman${stamp}` };
}
