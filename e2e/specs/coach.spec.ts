import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './helpers';

// The school's page as a strict site would serve it: no inline script or style, no eval.
const STRICT_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:";

/** Opens the sample school page under a strict CSP, recording every violation. */
async function openSchoolPage(page: Page) {
  await page.route('**/school/coach.html', async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      headers: { ...response.headers(), 'content-security-policy': STRICT_CSP },
    });
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  await page.goto('/school/coach.html');
}

const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

/** Slows the network down, so a streamed reply arrives in many pieces. */
async function throttle(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: -1,
  });
}

test('a visitor on a school page asks the coach and watches the answer stream in', async ({
  page,
}) => {
  await openSchoolPage(page);
  await page.getByRole('button', { name: 'Open Kyu coach' }).click();
  const question = page.getByLabel('Ask Kyu');
  await expect(question).toBeFocused();
  await expect(page.getByText(/chatting as a guest/)).toBeVisible();

  await throttle(page, 800);
  await question.fill('What is a fraction?');
  await page.getByRole('button', { name: 'Send' }).click();

  // Part of the reply shows while the rest is still on its way.
  const arriving = page.locator('.kyu-msg[aria-busy="true"]');
  await expect(arriving).toContainText(/\w+/, { timeout: 15_000 });
  await expect(arriving.locator('.kyu-meta', { hasText: 'thinking' })).toHaveCount(0);
  await expect(page.getByText('Sources:', { exact: false }).last()).toBeVisible({
    timeout: 20_000,
  });
  const reply = page.getByRole('log').locator('.kyu-msg').last();
  await expect(reply).toContainText(/offline tutor/i);
  await expect(reply).toContainText(/Fractions: notes for P5/);
  await expect(arriving).toHaveCount(0);

  // The school's careless CSS stays outside: the coach keeps its own font and colours.
  const font = await question.evaluate((el) => getComputedStyle(el).fontFamily);
  expect(font).not.toMatch(/Comic Sans/i);
  expect(await cspViolations(page)).toEqual([]);
});

test('the open coach panel has no serious or critical accessibility violation', async ({
  page,
}) => {
  await openSchoolPage(page);
  await page.getByRole('button', { name: 'Open Kyu coach' }).click();
  await expect(page.getByRole('dialog', { name: 'Kyu coach' })).toBeVisible();
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
