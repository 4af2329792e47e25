import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './student-modals';
import { DEMO_PASSWORD } from '@kyu/test-support/demo';
import { KYU, PAGES } from '../origins';
import { storedUser } from './helpers';
import { watch } from './school-page';

const API = `${KYU}/api/v1`;
const COURSE = 'Primary 5 Science';

// The few fields of the API's answers this spec reads (e2e keeps no dependency on core).
interface Course {
  id: number;
  name: string;
}
type CourseList = { courses: Course[] };

/** A Bearer header for a seeded account, signed in through the API. */
async function bearer(request: APIRequestContext, email: string) {
  const res = await request.post(`${API}/auth/login`, {
    data: { login_type: 'password', email, password: DEMO_PASSWORD },
  });
  expect(res.ok()).toBe(true);
  return { authorization: `Bearer ${(await res.json()).access_token as string}` };
}

/** A fresh code unlocking the course, made by the demo school's admin as the console does. */
async function freshCode(request: APIRequestContext) {
  const headers = await bearer(request, 'schooladmin@example.com');
  const { courses } = (await (
    await request.get(`${API}/courses`, { headers })
  ).json()) as CourseList;
  const course = courses.find((c) => c.name === COURSE)!;
  const made = await request.post(`${API}/admin/activation-codes/batches`, {
    headers,
    data: { name: 'Redeem spec', count: 1, course_ids: [course.id] },
  });
  expect(made.status()).toBe(201);
  const batch = (await made.json()) as { id: number };
  const filter = encodeURIComponent(JSON.stringify({ batch_id: batch.id }));
  const codes = await request.get(`${API}/admin/activation-codes?filter=${filter}`, { headers });
  return ((await codes.json()) as { code: string }[])[0]!.code;
}

test("a parent on a school's own page redeems a code through <kyu-redeem>, and their child has the course", async ({
  page,
  request,
}) => {
  const code = await freshCode(request);
  const { errors, violations } = await watch(page);
  await page.goto(`${PAGES}/redeem.html`);
  const redeem = page.locator('kyu-redeem');

  // Typed as a parent would copy it off a card: lower case, spaces for dashes.
  await redeem.getByLabel('Activation code').fill(code.toLowerCase().replace(/-/g, ' '));
  await redeem.getByRole('button', { name: 'Check code' }).click();
  await expect(redeem.getByText(`This code unlocks ${COURSE}`)).toBeVisible();

  // Signed out, the widget asks for a sign-in on the way, in place.
  await redeem.getByLabel('Email').fill('parent@example.com');
  await redeem.getByLabel('Password').fill(DEMO_PASSWORD);
  await redeem.getByRole('button', { name: 'Sign in' }).click();

  const child = redeem.getByRole('radio').first();
  await expect(child).toBeVisible();
  await child.check();
  await redeem.getByRole('button', { name: 'Redeem', exact: true }).click();
  await expect(redeem.getByRole('status')).toContainText('Code redeemed');
  await expect(redeem.getByRole('list', { name: 'Unlocked courses' })).toHaveText(COURSE);

  // The same code again is refused, and said so.
  await redeem.getByRole('button', { name: 'Redeem another code' }).click();
  await redeem.getByLabel('Activation code').fill(code);
  await redeem.getByRole('button', { name: 'Check code' }).click();
  await expect(redeem.getByRole('alert')).toContainText('already been used');

  // The child's courses now include it.
  const token = (await storedUser(page))!.access_token;
  const headers = { authorization: `Bearer ${token}` };
  const [kid] = (await (await request.get(`${API}/users/children`, { headers })).json()) as {
    id: number;
  }[];
  const activated = (await (
    await request.get(`${API}/activation/courses?student_id=${kid!.id}`, { headers })
  ).json()) as { code: string; course: Course }[];
  expect(activated.map((a) => [a.code, a.course.name])).toContainEqual([code, COURSE]);
  const assigned = await request.get(
    `${API}/courses/user?child_id=${kid!.id}&has_assigned_course=true`,
    { headers },
  );
  expect(((await assigned.json()) as CourseList).courses.map((c) => c.name)).toContain(COURSE);

  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
});
