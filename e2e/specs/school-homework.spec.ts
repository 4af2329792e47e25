import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '@kyu/test-support/demo';
import { SCHOOL } from '../origins';

const MIA = 'student@example.com';

test("a refused token on the school's homework page leads to sign-in, then to the quiz", async ({
  page,
}) => {
  // As when the school's key was replaced: Kyu refuses the page's token.
  await page.route('**/api/v1/auth/embed-token', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/problem+json',
      body: JSON.stringify({ type: 'about:blank', title: 'Embed token refused', status: 401 }),
    }),
  );
  await page.goto(`${SCHOOL}/homework`);
  const account = page.locator('kyu-login');
  await account.getByLabel('Email').fill(MIA);
  await account.getByLabel('Password').fill(DEMO_PASSWORD);
  await account.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: /^Question 1,/ })).toBeVisible();
  await expect(account.getByRole('link', { name: "Start this week's homework" })).toHaveAttribute(
    'href',
    '#homework',
  );
});

test("signing in on the school's home says what comes next, with a link to the homework", async ({
  page,
}) => {
  await page.goto(SCHOOL);
  const login = page.locator('kyu-login');
  await login.getByLabel('Email').fill(MIA);
  await login.getByLabel('Password').fill(DEMO_PASSWORD);
  await login.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(login.getByText(/Signed in as/)).toBeVisible();
  await login.getByRole('link', { name: "Do this week's homework" }).click();
  await expect(page).toHaveURL(`${SCHOOL}/homework`);
  await expect(page.getByRole('button', { name: /^Question 1,/ })).toBeVisible();
});
