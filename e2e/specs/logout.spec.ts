import { expect } from '@playwright/test';
import { test } from './student-modals';
import { signIn, storedUser } from './helpers';

test('after sign-out the old token is refused and the portal goes to /login', async ({
  page,
  request,
}) => {
  await signIn(page, 'student@example.com');
  await expect(page).toHaveURL(/\/student\/dashboard/);
  const user = await storedUser(page);
  expect(user?.access_token).toBeTruthy();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await storedUser(page)).toBeNull();

  const res = await request.get('/api/v1/users/onboarding', {
    headers: { authorization: `Bearer ${user!.access_token}` },
  });
  expect(res.status()).toBe(401);
  expect(res.headers()['content-type']).toContain('application/problem+json');

  // A signed-out visitor opening a signed-in page is sent to /login, keeping the code.
  await page.goto('/student/library?code=ABC123');
  await expect(page).toHaveURL(/\/login\?code=ABC123/);
});
