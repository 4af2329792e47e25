import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

// Issue 24: no admin console page scrolls sideways on a 360 px phone (Users scrolled 459 px at
// 390), and none logs an error to the browser's console.

const ADMIN_PAGES = [
  '/admin',
  '/admin/users',
  '/admin/schools',
  '/admin/schools/create',
  '/admin/courses',
  '/admin/subscriptions',
  '/admin/activation-codes/batches',
  '/admin/activation-codes',
  '/admin/course-activations',
  '/admin/logsheet',
  '/admin/rag-management',
  '/admin/statistics',
  '/admin/statistics/feedback',
  '/admin/reported-questions',
  '/admin/question-checker',
];

/** Every error the page logs or throws. */
const errorsOn = (page: Page) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    // The browser asks every origin for /favicon.ico by itself; that is the portal's to serve.
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) {
      errors.push(`${message.text()} (${message.location().url})`);
    }
  });
  return errors;
};

/** How far the page scrolls sideways once it has loaded, in CSS pixels. */
async function sideways(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Loading…')).toHaveCount(0);
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

test.use({ viewport: { width: 360, height: 800 } });

test('no admin console page scrolls sideways at 360 px, or logs an error', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = errorsOn(page);
  await signIn(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/admin\/?$/);

  const over: Record<string, number> = {};
  for (const path of ADMIN_PAGES) over[path] = await sideways(page, path);
  // A school's own page, and its colours tab, opened from the list as a phone shows it.
  await page.goto('/admin/schools');
  await page.getByRole('link', { name: /Hillside Academy/ }).click();
  await expect(page.getByLabel('School name')).toHaveValue('Hillside Academy');
  const school = new URL(page.url()).pathname;
  over[school] = await sideways(page, school);
  over[`${school}/colours`] = await sideways(page, `${school}/colours`);

  expect(Object.entries(over).filter(([, px]) => px > 0)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the curriculum console does not scroll sideways at 360 px', async ({ page }) => {
  const errors = errorsOn(page);
  await signIn(page, 'curriculum@example.com');
  await expect(page).toHaveURL(/\/assessments/);
  expect(await sideways(page, '/assessments')).toBe(0);
  expect(errors).toEqual([]);
});
