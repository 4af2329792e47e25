import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { KYU } from '../origins';
import { signIn } from './helpers';

/** Every API answer of 400 or more the page receives, as "METHOD path status". */
const failuresOn = (page: Page) => {
  const failed: string[] = [];
  page.on('response', (res) => {
    if (res.url().includes('/api/') && res.status() >= 400) {
      failed.push(`${res.request().method()} ${new URL(res.url()).pathname} ${res.status()}`);
    }
  });
  return failed;
};

/**
 * What axe finds serious or critical in the page's content (the app bar's user menu is the
 * layout's, and reported apart).
 */
const seriousProblems = async (page: Page) =>
  (await new AxeBuilder({ page }).include('main').analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

/** Opens the first listed lesson from the menu. */
async function openFirstLesson(page: Page) {
  await page.getByRole('menuitem', { name: /^lessons$/i }).click();
  await page.getByRole('table', { name: 'Lessons' }).getByRole('button').first().click();
}

/** Opens the manage page's new-lesson form and gives it a worksheet item, which offers quizzes. */
async function draftLesson(page: Page) {
  await page.getByRole('menuitem', { name: /^manage lessons$/i }).click();
  await page.getByRole('button', { name: 'New lesson' }).click();
  await page
    .getByLabel('Course')
    .selectOption({ label: 'Primary 5 Mathematics (Mathematics, Primary 5)' });
  const item = page.getByRole('group', { name: 'Section 1, item 1' });
  await item.getByLabel('Item type').selectOption('2');
  await expect(item.getByRole('option', { name: 'Whole numbers practice' })).toBeAttached();
}

test('Kyu’s admin reads and drafts Kyu’s lessons in the console with no call refused', async ({
  browser,
}) => {
  // AxeBuilder wants a page of a context of its own.
  const page = await (await browser.newContext({ baseURL: KYU })).newPage();
  const failed = failuresOn(page);
  await signIn(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/admin\/?$/);
  await openFirstLesson(page);
  await expect(page.getByText(/reach students through their courses/)).toBeVisible();
  expect(await seriousProblems(page)).toEqual([]);
  await draftLesson(page);
  await expect(page.getByRole('region', { name: "Kyu's lessons" })).toBeVisible();
  expect(await seriousProblems(page)).toEqual([]);
  expect(failed).toEqual([]);
});

test('a school admin assigns a lesson to the school’s class with no call refused', async ({
  page,
}) => {
  const failed = failuresOn(page);
  await signIn(page, 'schooladmin@example.com');
  await expect(page).toHaveURL(/\/admin\/?$/);
  await openFirstLesson(page);
  const assign = page.getByRole('region', { name: 'Assign' });
  await assign.getByLabel('Class').selectOption({ label: 'P5 Mathematics' });
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(assign.getByText('Assigned.')).toBeVisible();
  await draftLesson(page);
  await expect(page.getByRole('region', { name: "Your school's lessons" })).toBeVisible();
  expect(failed).toEqual([]);
});
