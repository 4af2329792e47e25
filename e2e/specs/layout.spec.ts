import { expect, type Page } from '@playwright/test';
import { test } from './student-modals';
import { UserRole } from '../../core/src/constants/roles';
import { buildPath, ROUTES } from '../../core/src/routes';
import { DEMO_PASSWORD } from '@kyu/test-support/demo';
import { newPupil, signIn } from './helpers';

// Every route of the portal a visitor or a student reaches, from the route table itself, with
// sample parameters; each is measured at every width by resizing, not reloading.
const WIDTHS = [320, 390, 768, 1280];
const PHONE = 768;
const paths = (routes: typeof ROUTES) =>
  routes.map((r) => buildPath(r.path, new Proxy({}, { get: () => 1 }))).filter((p) => p !== '/');
const portal = ROUTES.filter((r) => r.app === 'portal' && !r.redirectTo);
const PUBLIC = paths(portal.filter((r) => !r.auth));
// Signed in, the public pages draw the student's own top bar, and the chat its file input.
const STUDENT = paths([
  ...portal.filter((r) => r.auth && (r.roles?.includes(UserRole.student) ?? true)),
  ...portal.filter((r) => !r.auth && !r.guestOnly && r.layout !== 'auth'),
]);

/** Each width's page width against the window, and its top bar's height (null: none). */
async function measure(page: Page, path: string) {
  await page.setViewportSize({ width: WIDTHS[0]!, height: 844 });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const seen = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    seen.push({
      width,
      ...(await page.evaluate(
        () =>
          new Promise<{ scrollWidth: number; clientWidth: number; header: number | null }>(
            (resolve) =>
              requestAnimationFrame(() =>
                resolve({
                  scrollWidth: document.documentElement.scrollWidth,
                  clientWidth: document.documentElement.clientWidth,
                  header:
                    document.querySelector('.top-bar')?.getBoundingClientRect().height ?? null,
                }),
              ),
          ),
      )),
    });
  }
  return seen;
}

async function checkAll(page: Page, paths: string[]) {
  for (const path of paths) {
    for (const { width, scrollWidth, clientWidth, header } of await measure(page, path)) {
      expect
        .soft(scrollWidth, `${path} scrolls sideways at ${width} px`)
        .toBeLessThanOrEqual(clientWidth);
      if (header !== null && width < PHONE)
        expect.soft(header, `${path}'s top bar at ${width} px`).toBeLessThanOrEqual(64);
    }
  }
}

test("no public page scrolls sideways at 320, 390, 768 or 1280 px, and a phone's top bar stays one line", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await checkAll(page, PUBLIC);
});

test('no page of a signed-in student scrolls sideways at 320, 390, 768 or 1280 px, the chat page included', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'student@example.com');
  await expect(page).toHaveURL(/\/student\/dashboard/);
  expect(STUDENT).toEqual(expect.arrayContaining(['/chat', '/student/dashboard']));
  await checkAll(page, STUDENT);
});

test("a phone's Menu button opens and closes a parent's links from the keyboard", async ({
  page,
}) => {
  // A student has their own navigation (portal-student-nav.spec.ts); the Menu is everyone else's.
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'parent@example.com');
  await expect(page).toHaveURL(/\/dashboard/);
  const menu = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  const dashboard = nav.getByRole('link', { name: 'Dashboard', exact: true });
  await expect(dashboard).toBeHidden();
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(dashboard).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
  await expect(dashboard).toBeHidden();
  await menu.click();
  await expect(nav.getByRole('button', { name: 'Sign out' })).toBeVisible();
});

test('on a phone, survey prompts come one at a time and leave the conversation and the question box where they are', async ({
  page,
  request,
}) => {
  // A pupil no other spec has met today: the coach greets a student once a day, and a visit it
  // does not greet asks no login surveys (issue 24), so a seeded pupil may have had theirs.
  const pupil = await newPupil(request, `survey${Date.now()}`);
  // A first sign-in elsewhere, so this one is a returning student's: its surveys follow.
  await request.post('/api/v1/auth/login', {
    data: { login_type: 'password', email: pupil.email, password: DEMO_PASSWORD },
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, pupil.email);
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
  // The survey waits below the conversation's end: the student scrolls down to it first (with
  // a long history it starts out of view), and from there nothing may move.
  // A long history is still laying out for a moment on a loaded machine: the student reads
  // once it stands still, and only then scrolls.
  const height = () => log.evaluate((el) => el.scrollHeight);
  let settled = -1;
  await expect
    .poll(async () => settled === (settled = await height()), { intervals: [300] })
    .toBe(true);
  const later = page.getByRole('button', { name: 'Not now' });
  await later.scrollIntoViewIfNeeded();
  const before = await where();
  const first = await surveys.getAttribute('aria-label');
  await later.click();
  // The next prompt takes the first one's place: measure once it has, not mid-swap.
  await expect(surveys).not.toHaveAttribute('aria-label', first ?? '');
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
