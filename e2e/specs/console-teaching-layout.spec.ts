import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, signIn } from './helpers';

// Issue 24: no console page of teaching or curriculum scrolls sideways on a phone, from 360 px.

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function get<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  const res = await request.get(`/api/v1${path}`, { headers: bearer(token) });
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

/**
 * A worksheet with a long title in the teacher's library, assigned to their first class with a
 * due date, so the library and the assignments have rows as wide as a school's get.
 */
async function worksheetAssigned(request: APIRequestContext, token: string) {
  const { courses } = await get<{ courses: { id: number }[] }>(request, '/courses', token);
  const course = courses[0]!.id;
  const questions = await get<{ id: number }[]>(
    request,
    `/questions/filtered?course_id=${course}&limit=3`,
    token,
  );
  const made = await request.post('/api/v1/worksheets', {
    headers: bearer(token),
    data: {
      title: 'Fractions, decimals and percentages: end-of-term revision',
      course_id: course,
      question_ids: questions.map((q) => q.id),
    },
  });
  expect(made.ok()).toBe(true);
  const sheet = (await made.json()) as { id: number };
  const classes = await get<{ id: number }[]>(request, '/teachers/class', token);
  const assigned = await request.post(`/api/v1/worksheets/${sheet.id}/assign`, {
    headers: bearer(token),
    data: { class_id: classes[0]!.id, due_date: '2026-12-05T00:00:00.000Z' },
  });
  expect(assigned.ok()).toBe(true);
}

/** How far the page scrolls sideways once its content has loaded, at the window's width. */
async function sidewaysAt(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // The page's own title, set by react-admin once the lazy page has drawn.
  await expect(page.locator('main')).not.toBeEmpty();
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          resolve(document.documentElement.scrollWidth - document.documentElement.clientWidth),
        ),
      ),
  );
}

const TEACHER = [
  '/teacher/creator',
  '/teacher/worksheet-library',
  '/teacher/assignments',
  '/teacher/students',
  '/teacher/manage/classes',
  '/teacher/manage/students',
  '/teacher/manage/teachers',
  '/teacher/manage/parents',
  '/teacher/manage/schools',
  '/teacher/manage/activation-codes',
  '/teacher/lessons',
];
const ADMIN = ['/admin/prompts', '/admin/question-import', '/admin/question-management'];

test.use({ viewport: { width: 360, height: 780 } });

test('the teacher’s pages fit a 360 px phone without scrolling sideways', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await worksheetAssigned(request, await apiToken(request, 'teacher@example.com'));
  await signIn(page, 'teacher@example.com');
  await expect(page).toHaveURL(/\/teacher\//);
  for (const path of TEACHER) {
    expect(await sidewaysAt(page, path), `${path} scrolls sideways`).toBe(0);
  }
  // The library's rows, once there, stay inside the window too.
  await sidewaysAt(page, '/teacher/worksheet-library');
  await expect(page.getByText('Fractions, decimals and percentages').first()).toBeVisible();
  expect(await sidewaysAt(page, '/teacher/worksheet-library')).toBe(0);
});

test('the curriculum admin’s pages fit a 360 px phone without scrolling sideways', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/admin(\/|$)/);
  for (const path of ADMIN) {
    expect(await sidewaysAt(page, path), `${path} scrolls sideways`).toBe(0);
  }
});
