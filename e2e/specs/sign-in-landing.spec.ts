import { expect } from '@playwright/test';
import { test } from './student-modals';
import { signIn } from './helpers';

// Where the route guard sends each demo role after signing in (overview §4).
const landings = [
  { email: 'student@example.com', path: '/student/dashboard' },
  { email: 'student2@example.com', path: '/student/dashboard' },
  { email: 'parent@example.com', path: '/academy/dashboard' },
  { email: 'teacher@example.com', path: '/teacher/reports' },
  { email: 'teacher2@example.com', path: '/teacher/reports' },
  // An admin's home is what needs attention (issue 24), not RAG management.
  { email: 'admin@example.com', path: '/admin' },
  { email: 'curriculum@example.com', path: '/assessments' },
  { email: 'guest@example.com', path: '/assessments' },
];

for (const { email, path } of landings) {
  test(`${email} lands on ${path}`, async ({ page }) => {
    await signIn(page, email);
    await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === path);
  });
}

test('a teacher sees their real classes on the reports landing', async ({ page }) => {
  await signIn(page, 'teacher2@example.com');
  await expect(page).toHaveURL(/\/teacher\/reports/);
  // The report's class picker offers the teacher's own classes and no other.
  const picker = page.getByRole('combobox', { name: 'Class' });
  await expect(picker).toBeVisible();
  await expect(picker.getByRole('option', { name: 'P5 Mathematics' })).toHaveCount(1);
  await expect(picker.getByRole('option', { name: 'P5 Science' })).toHaveCount(0);
});

test('a wrong password is refused with a message and no sign-in', async ({ page }) => {
  await signIn(page, 'student@example.com', 'not-the-password-1');
  await expect(page.getByRole('alert')).toContainText(/incorrect/i);
  await expect(page).toHaveURL(/\/login/);
});
