import { expect } from '@playwright/test';
import { test } from './student-modals';
import { signUpStudent } from '@kyu/test-support/api';
import { signIn } from './helpers';

test('an admin deactivates a user in the console, who then cannot sign in', async ({
  page,
  request,
}) => {
  const { email, password } = await signUpStudent(request, {
    first_name: 'Zed',
    last_name: 'Quill',
  });

  await signIn(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole('region', { name: 'Open question reports' })).toBeVisible();
  await page.goto('/admin/schools');
  await expect(page.getByRole('link', { name: /create/i })).toBeVisible();

  await page.goto('/admin/users');
  await page.getByPlaceholder('Search').fill('Quill');
  const row = page.getByRole('row', { name: /Zed Quill/ });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Deactivate' }).click();
  await page
    .getByRole('dialog', { name: 'Deactivate Zed Quill?' })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(page.getByText('User deactivated')).toBeVisible();
  await expect(page).toHaveTitle(/Users \| Kyu/);

  const login = await request.post('/api/v1/auth/login', {
    data: { login_type: 'password', email, password },
  });
  expect(login.status()).toBe(403);
  expect((await login.json()).detail).toMatch(/deactivated/i);
});

test('a school admin sees only their own school in the console', async ({ page }) => {
  await signIn(page, 'schooladmin@example.com');
  await expect(page).toHaveURL(/\/admin\/?$/);
  await page.goto('/admin/schools');
  await expect(page.getByRole('row', { name: /Hillside Academy/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /create/i })).toHaveCount(0);
});
