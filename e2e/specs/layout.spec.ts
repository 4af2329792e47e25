import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './helpers';

// Every page a visitor or a student reaches, from a small phone to a laptop.
const WIDTHS = [320, 390, 768, 1280];
const PHONE = 768;
const PUBLIC = [
  '/welcome',
  '/CoachKyu',
  '/Best_AI_Coach',
  '/support',
  '/terms-condition',
  '/privacy-policy',
  '/redeem',
  '/login',
  '/signup',
  '/academy/signup',
  '/academy/forget-password',
  '/leaderboard',
  '/demo/guided-demo',
  '/demo/quiz/1',
  '/chat',
];
const STUDENT = [
  '/student/dashboard',
  '/student/library',
  '/student/leaderboard',
  '/student/sticker-book',
  '/student/profile',
  '/student/revisions',
  '/student/game',
  '/student/quiz/1',
  '/chat',
  '/CoachKyu',
  '/academy/dashboard',
  '/mock-exam/1',
];

/** How wide the page is against the window, and how tall its top bar (null: none). */
async function measure(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
    header: document.querySelector('.top-bar')?.getBoundingClientRect().height ?? null,
  }));
}

async function checkAll(page: Page, paths: string[], width: number) {
  for (const path of paths) {
    const { scrollWidth, clientWidth, header } = await measure(page, path);
    expect
      .soft(scrollWidth, `${path} scrolls sideways at ${width} px`)
      .toBeLessThanOrEqual(clientWidth);
    if (header !== null && width < PHONE)
      expect.soft(header, `${path}'s top bar at ${width} px`).toBeLessThanOrEqual(64);
  }
}

for (const width of WIDTHS) {
  test(`no public page scrolls sideways at ${width} px, and the top bar stays one line`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 844 });
    await checkAll(page, PUBLIC, width);
  });

  test(`no page of a signed-in student scrolls sideways at ${width} px, the chat page included`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 844 });
    await signIn(page, 'student@example.com');
    await expect(page).toHaveURL(/\/student\/dashboard/);
    await checkAll(page, STUDENT, width);
  });
}

test("a phone's Menu button opens and closes the links from the keyboard", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'student@example.com');
  await expect(page).toHaveURL(/\/student\/dashboard/);
  const menu = page.getByRole('button', { name: 'Menu' });
  const library = page.getByRole('link', { name: 'Library' });
  await expect(library).toBeHidden();
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Learning path' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
  await expect(library).toBeHidden();
  await menu.click();
  await page.getByRole('link', { name: 'Coach' }).click();
  await expect(page).toHaveURL(/\/chat$/);
});

test('on a phone, survey prompts come one at a time and leave the conversation and the question box where they are', async ({
  page,
  request,
}) => {
  // A first sign-in elsewhere, so this one is a returning student's: its surveys follow.
  await request.post('/api/v1/auth/login', {
    data: { login_type: 'password', email: 'student2@example.com', password: DEMO_PASSWORD },
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'student2@example.com');
  await expect(page).toHaveURL(/\/student\/dashboard/);
  await page.goto('/chat');

  const surveys = page
    .getByRole('group')
    .filter({ has: page.getByRole('button', { name: 'Not now' }) });
  await expect(surveys).toHaveCount(1);
  const box = page.getByLabel('Ask Kyu');
  const log = page.getByRole('log');
  const where = async () => ({
    box: await box.boundingBox(),
    scrollTop: await log.evaluate((el) => el.scrollTop),
  });
  const before = await where();
  await page.getByRole('button', { name: 'Not now' }).click();
  await expect(surveys).toHaveCount(1);
  expect(await where()).toEqual(before);
  await surveys.getByRole('button', { name: 'Quite like me' }).click();
  await expect(surveys).toHaveCount(0);
  expect((await where()).box).toEqual(before.box);

  await box.fill('What is photosynthesis?');
  await page.getByRole('button', { name: 'Send' }).click();
  const quote = log.locator('blockquote').last();
  await expect(quote).toContainText('green plants make their own food', { timeout: 15_000 });
  await expect(log).not.toContainText('> #');
  await box.fill('How do volcanoes form?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(log).toContainText("I couldn't find this in your school's notes", {
    timeout: 15_000,
  });
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
});
