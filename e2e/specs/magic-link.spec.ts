import { expect } from '@playwright/test';
import { test } from './student-modals';
import { DEV_ADMIN, latestMail, signIn } from './helpers';

test('a student signs in with a magic link from the development mailbox', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email').first().fill('student2@example.com');
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page).toHaveURL(/\/magic-link\/confirmation/);

  const mail = await latestMail(request, 'student2@example.com');
  const link = mail.links.find((l) => l.includes('/magic-link/validation/'));
  expect(link).toBeTruthy();
  await page.goto(new URL(link!).pathname);
  await expect(page).toHaveURL(/\/student\/dashboard/);

  // The link is single-use.
  await page.evaluate(() => localStorage.clear());
  await page.goto(new URL(link!).pathname);
  await expect(page.getByRole('alert')).toContainText(/expired|used/i);
});

test("the development mailbox page shows mail to Kyu's administrator only", async ({
  page,
  request,
}) => {
  await request.post('/api/v1/auth/magic-link', { data: { email: 'curriculum@example.com' } });
  await latestMail(request, 'curriculum@example.com');
  await page.goto('/dev/mail?to=curriculum@example.com');
  await expect(page.locator('#mailbox')).toContainText(
    'Nobody is signed in to Kyu in this browser',
  );
  await expect(page.locator('article')).toHaveCount(0);

  await signIn(page, DEV_ADMIN);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/dev/mail?to=curriculum@example.com');
  await expect(page.getByRole('heading', { name: 'Mail to curriculum@example.com' })).toBeVisible();
  const newest = page.locator('article').first();
  await expect(newest).toContainText('curriculum@example.com');
  await expect(newest.getByRole('link', { name: /\/magic-link\/validation\// })).toBeVisible();
});
