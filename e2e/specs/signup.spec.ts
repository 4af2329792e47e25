import { expect } from '@playwright/test';
import { test } from './student-modals';

test('a parent signs up and lands in the parent area', async ({ page }) => {
  const email = `parent-${Date.now()}@example.com`;
  await page.goto('/academy/signup');
  await page.getByLabel('I am a parent').check();
  await page.getByLabel('First name').fill('Priya');
  await page.getByLabel('Last name').fill('Shah');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  // The password rule is named, and nothing typed is lost.
  await expect(page.getByRole('alert')).toContainText(/password/i);
  await expect(page.getByLabel('Email')).toHaveValue(email);

  await page.getByLabel('Password').fill('a-good-password-2026');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/academy\/(dashboard|onboarding)/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
