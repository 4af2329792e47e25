import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { KYU } from '../origins';
import { signIn } from './helpers';

/** What axe finds serious or critical in `selector` of the page, leaving out `rules`. */
const seriousProblems = async (page: Page, selector: string, rules: string[] = []) =>
  (
    await new AxeBuilder({ page }).include(selector).disableRules(rules).analyze()
  ).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');

test("an admin previews a school's brand and finds its classes and users on its page", async ({
  browser,
}) => {
  const page = await (await browser.newContext({ baseURL: KYU })).newPage();
  await signIn(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/admin(\/|$)/);
  await page.goto('/admin/schools');
  await page.getByRole('row', { name: /Hillside Academy/ }).click();
  await expect(page).toHaveURL(/\/admin\/schools\/\d+$/);

  const preview = page.getByRole('complementary', { name: 'Preview of the brand' });
  await expect(preview).toBeVisible();
  await expect(preview.getByText('Home | Hillside Academy')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deactivate school' })).toBeVisible();
  expect(await seriousProblems(page, '.kyu-activation')).toEqual([]);

  await page.getByRole('tab', { name: 'Colours' }).click();
  // The preview is a picture of the colours the admin picks, good or bad (here links of
  // 3.95:1), so axe leaves its contrast to the preview's own warnings.
  const warnings = page.getByRole('list', { name: 'Contrast warnings' }).filter({ visible: true });
  await page.getByRole('textbox', { name: 'Supporting 1', exact: true }).fill('#2F8F76');
  await expect(warnings).toContainText('Links in Supporting 1 on white: contrast');
  expect(await seriousProblems(page, '.kyu-brand-preview', ['color-contrast'])).toEqual([]);
  await page.getByRole('textbox', { name: 'Primary', exact: true }).fill('#FFF5CC');
  await expect(warnings).toContainText('Primary button edges');

  await page.getByRole('tab', { name: 'Classes' }).click();
  await expect(page.getByRole('row', { name: /P5 Mathematics/ })).toBeVisible();
  expect(await seriousProblems(page, 'section[aria-labelledby="kyu-classes-heading"]')).toEqual([]);

  await page.getByRole('tab', { name: 'Users' }).click();
  const teacher = page.getByRole('row', { name: /teacher@example\.com/ });
  await expect(teacher).toBeVisible();
  await teacher.getByRole('cell').first().click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
});
