import { expect } from '@playwright/test';
import { test } from './student-modals';
import { SCHOOL } from '../origins';

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

// The seeded demo school, Hillside Academy (server/src/db/seed-data.ts): its primary colour.
const HILLSIDE_GREEN = 'rgb(31, 111, 92)';

test("Hillside's domain shows Hillside's name, colours and favicon in the portal", async ({
  page,
  baseURL,
}) => {
  const url = new URL(baseURL!);
  url.hostname = 'hillside.localhost';
  await page.goto(new URL('/login', url).toString());
  await expect(page).toHaveTitle('Sign in | Hillside Academy');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toHaveCSS(
    'background-color',
    HILLSIDE_GREEN,
  );
  const icons = page.locator('link[rel=icon]');
  await expect(icons).toHaveCount(1);
  const href = decodeURIComponent((await icons.getAttribute('href')) ?? '');
  expect(href).toContain('fill="#1F6F5C"');
  expect(href).toContain('>H</text>');
  // What the browser asks for on its own (a bookmark), from the school's domain: no 404.
  const ico = await page.evaluate(async () => {
    const res = await fetch('/favicon.ico');
    return `${res.status} ${res.headers.get('content-type')}`;
  });
  expect(ico).toMatch(/^200 image\//);
});

test("Hillside's own site shows Hillside's colours and name in every widget", async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(SCHOOL);
  const signIn = page.locator('kyu-login').getByRole('button', { name: 'Sign in', exact: true });
  await expect(signIn).toHaveCSS('background-color', HILLSIDE_GREEN);
  await page.getByRole('button', { name: 'Open Kyu coach' }).click();
  const coach = page.locator('kyu-coach');
  await expect(coach.getByRole('heading', { name: 'Hillside Academy coach' })).toBeVisible();
  await expect(coach.locator('.kyu-head')).toHaveCSS('background-color', HILLSIDE_GREEN);
  await expect(coach.locator('.kyu-bubble')).toHaveCSS('background-color', HILLSIDE_GREEN);
  expect(errors).toEqual([]);
});

test("Kyu's own host asks for a white-label quietly and keeps Kyu's brand", async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const lookup = page.waitForResponse((r) => r.url().includes('/api/v1/auth/white-label?'));
  await page.goto('/login');
  expect((await lookup).status()).toBe(204);
  await expect(page).toHaveTitle('Sign in | Kyu');
  await expect(page.locator('link[rel=icon]').first()).toHaveAttribute(
    'href',
    '/favicons/default/favicon-16.png',
  );
  expect(errors).toEqual([]);
});
