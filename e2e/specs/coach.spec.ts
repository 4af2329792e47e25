import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './student-modals';
import { SCHOOL } from '../origins';
import { DEMO_PASSWORD } from '@kyu/test-support/demo';
import { signIn } from './helpers';

/** Opens the sample school page, served from its own origin with its strict policy. */
async function openSchoolPage(page: Page) {
  await page.goto(`${SCHOOL}/coach.html`);
}

// A visitor's streamed answer on that page is in foreign-origin.spec.ts.
test('the open coach panel has no serious or critical accessibility violation', async ({
  page,
}) => {
  await openSchoolPage(page);
  await page.getByRole('button', { name: 'Open Kyu coach' }).click();
  await expect(page.getByRole('dialog', { name: 'Hillside Academy coach' })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('kyu-coach').analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open Kyu coach' })).toBeFocused();
});

/** Signs in through the API and asks `count` questions, each saved with its reply. */
async function askThroughApi(request: APIRequestContext, email: string, count: number) {
  const login = await request.post('/api/v1/auth/login', {
    data: { login_type: 'password', email, password: DEMO_PASSWORD },
  });
  const { access_token } = (await login.json()) as { access_token: string };
  for (let i = 1; i <= count; i++) {
    const res = await request.post('/api/v1/chat/stream', {
      headers: { authorization: `Bearer ${access_token}` },
      multipart: { messages: JSON.stringify([{ role: 'user', content: `Question number ${i}` }]) },
    });
    expect(await res.text()).toContain('event: done');
  }
}

test("a signed-in student's chat survives a reload and pages back", async ({ page, request }) => {
  await askThroughApi(request, 'student2@example.com', 11);
  await signIn(page, 'student2@example.com');
  await expect(page).toHaveURL(/\/student\/dashboard/);
  await page.goto('/chat');
  const log = page.getByRole('log');
  const asked = (n: number) => log.getByText(new RegExp(`^You: Question number ${n}$`));
  await expect(asked(11)).toBeVisible();
  await expect(asked(1)).toHaveCount(0);

  await page.reload();
  await expect(asked(11)).toBeVisible();
  await expect(asked(1)).toHaveCount(0);
  await log.evaluate((el) => el.scrollTo(0, 0));
  await expect(asked(1)).toBeVisible();
});

test('a like survives a reload', async ({ page, request }) => {
  await askThroughApi(request, 'student@example.com', 1);
  await signIn(page, 'student@example.com');
  await expect(page).toHaveURL(/\/student\/dashboard/);
  await page.goto('/chat');
  const reply = page.getByRole('log').locator('.kyu-msg', { hasText: 'Sources:' }).last();
  const like = reply.getByRole('button', { name: 'Like', exact: true });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  const again = page.getByRole('log').locator('.kyu-msg', { hasText: 'Sources:' }).last();
  await expect(again.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
