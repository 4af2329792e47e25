import { expect, test as base, type Locator, type Page } from '@playwright/test';

const PORTAL_DIALOG = '.dialog-backdrop [role=dialog]';
const LEAGUE_DIALOG = 'dialog[open]';

/**
 * `test` whose page dismisses the portal's one-time modals (the companion intro, a new sticker,
 * the season's greeting, the league week's news) whenever one stands in a step's way, as a
 * returning student would have. Specs about those modals open their own pages and meet them.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await closeStudentModalsOn(page);
    await use(page);
  },
});

/** Has `page` close the one-time modals whenever one stands in a step's way (as `test`'s page does). */
export async function closeStudentModalsOn(page: Page) {
  // No waiting for the dialog to hide: the next modal (another new sticker) may open in the
  // same element at once; the handler runs again before the next step if one is showing.
  await page.addLocatorHandler(
    page.locator(PORTAL_DIALOG),
    (dialog) => dialog.locator('.actions button').click(),
    { noWaitAfter: true },
  );
  await page.addLocatorHandler(
    page.locator(LEAGUE_DIALOG),
    (dialog) => dialog.getByRole('button', { name: 'Got it' }).click(),
    { noWaitAfter: true },
  );
}

/**
 * Closes the one-time modals a student page opens, one after another, until none opens within
 * two seconds: for specs where the click that closes one must happen at a known moment.
 */
export async function dismissStudentModals(page: Page) {
  for (;;) {
    const dialog = page.locator(`${PORTAL_DIALOG}, ${LEAGUE_DIALOG}`).first();
    try {
      await dialog.waitFor({ state: 'visible', timeout: 2_000 });
    } catch {
      return;
    }
    // On `test`'s page the locator handler may close this very dialog first, leaving nothing to
    // click: a click that finds no button within two seconds is not a failure, and the loop looks again.
    await dialog
      .getByRole('button')
      .last()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  }
}

/**
 * Presses `button` of the dialog shown and waits until that dialog has gone: the next modal may
 * open the moment it closes, even in the same element, so what is waited for is a change of text.
 */
export async function closeShown(dialog: Locator, button: Locator) {
  const text = await dialog.textContent();
  await button.click();
  await expect
    .poll(async () => ((await dialog.isVisible()) ? await dialog.textContent() : null))
    .not.toBe(text);
}
