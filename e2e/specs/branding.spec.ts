import { expect } from '@playwright/test';
import { test } from './student-modals';

test('academy.localhost shows the academy brand title and colours', async ({ page, baseURL }) => {
  const url = new URL(baseURL!);
  url.hostname = 'academy.localhost';
  await page.goto(new URL('/login', url).toString());
  await expect(page).toHaveTitle(/Academy/i);
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--kyu-primary').trim(),
  );
  expect(primary.toLowerCase()).toBe('#096787');
});

test('the default host shows the Kyu brand', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle(/Kyu/);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
});
