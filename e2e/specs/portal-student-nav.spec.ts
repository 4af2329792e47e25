import { expect, type Page } from '@playwright/test';
import { signIn } from './helpers';
import { test } from './student-modals';

// The demo student walks their navigation (issue 24: the sticker book and profile had no link,
// the leaderboard only a weekly pop-up): a rail beside the page on a wide screen, a bar along
// the bottom of a phone's, every place reached by a click, none scrolling sideways.

const PLACES = [
  ['Learn', /\/student\/dashboard$/, /ready to practise/],
  ['Library', /\/student\/library$/, /Your library/],
  ['Coach', /\/chat$/, /Chat with Kyu/],
  ['Leagues', /\/student\/leaderboard$/, /Leaderboard/],
  ['Stickers', /\/student\/sticker-book$/, /Sticker book/],
  ['Profile', /\/student\/profile$/, /Your profile/],
] as const;

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const width of [1280, 390, 360]) {
  test(`the student reaches all six places from the navigation at ${width} px, none scrolling sideways`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width > 768 ? 800 : 844 });
    await signIn(page, 'student@example.com');
    await expect(page).toHaveURL(/\/student\/dashboard$/);
    const nav = page.getByRole('navigation', { name: 'Student' });
    await expect(nav.getByRole('link')).toHaveCount(6);

    const box = (await nav.boundingBox())!;
    if (width > 768) expect(box.x + box.width, 'a rail at the left').toBeLessThan(260);
    else expect(box.y + box.height, 'a bar at the bottom').toBeCloseTo(844, -1);

    for (const [label, url, heading] of PLACES) {
      const link = nav.getByRole('link', { name: label, exact: true });
      await link.click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(link).toHaveAttribute('aria-current', 'page');
      // The label stays legible: no shrinking under 12 px to fit six in a phone's bar.
      const size = await link.evaluate((a) => parseFloat(getComputedStyle(a).fontSize));
      expect(size, `${label}'s label`).toBeGreaterThanOrEqual(12);
      await page.waitForLoadState('networkidle');
      expect(await sideways(page), `${label} scrolls sideways at ${width} px`).toBeLessThanOrEqual(
        0,
      );
    }
  });
}

test('the music bar and the navigation draw SVG icons, not emoji', async ({ page }) => {
  await signIn(page, 'student@example.com');
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  const music = page.getByRole('region', { name: 'Music' });
  await expect(music.locator('button svg')).toHaveCount(4);
  await expect(music).not.toHaveText(/\p{Extended_Pictographic}/u);
  await expect(page.getByRole('navigation', { name: 'Student' }).locator('svg')).toHaveCount(6);
});

test('a visitor finds the public chat and the guided demo from the home page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/welcome$/);
  await page.getByRole('link', { name: /tour/ }).click();
  await expect(page).toHaveURL(/\/demo\/guided-demo$/);
  await expect(page.getByText('not available in the portal yet')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Your learning path');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('link', { name: 'Ask the coach' }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await page.goto('/welcome');
  await page.getByRole('link', { name: /Chat with the coach/ }).click();
  await expect(page).toHaveURL(/\/chat$/);
});

test("the profile's inputs and buttons and the current place wear the brand's colours, not the browser's defaults", async ({
  page,
}) => {
  await signIn(page, 'student@example.com');
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  await page
    .getByRole('navigation', { name: 'Student' })
    .getByRole('link', { name: 'Profile' })
    .click();
  const primary = await page.evaluate(() => {
    // The brand's primary as the browser resolves it, through an element of our own.
    const probe = document.createElement('span');
    probe.style.color = 'var(--kyu-primary)';
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });
  const style = (name: string, property: string) =>
    page
      .getByRole(name === 'First name' ? 'textbox' : 'button', { name })
      .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
  expect(await style('Save name', 'background-color')).toBe(primary);
  expect(await style('First name', 'border-top-width')).toBe('2px');
  const current = page.getByRole('link', { name: 'Profile', exact: true });
  expect(await current.evaluate((a) => getComputedStyle(a).color)).toBe(primary);
});
