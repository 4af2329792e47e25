import { expect } from '@playwright/test';
import { test } from './student-modals';
import { latestMail } from './helpers';

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
