import type { Locator, Page } from '@playwright/test';

/** Answers the question on screen inside `within`, whatever its type: first option, a number, some words. */
export async function answerShown(within: Locator) {
  for (const group of await within.getByRole('radiogroup').all())
    await group.getByRole('radio').first().check();
  for (const box of await within.locator('.kyu-opts[role=group]').all())
    await box.getByRole('checkbox').first().check();
  for (const input of await within.locator('.kyu-field input[type=text]').all())
    await input.fill('12');
  for (const area of await within.locator('.kyu-field textarea').all())
    await area.fill('Plants need light and water to make their food.');
}

/** The quiz's navigation button for question `n` (its name says whether it is answered). */
export const navButton = (page: Page, n: number) =>
  page.getByRole('button', { name: new RegExp(`^Question ${n},`) });

/**
 * Opens a student's quiz for a new attempt. A quiz finished before (by another spec on the same
 * seed) reopens on its result, so "Try again" starts the attempt the test means to take.
 */
export async function openForAnswers(page: Page, path: string) {
  await page.goto(path);
  await navButton(page, 1).waitFor();
  const again = page.getByRole('button', { name: 'Try again' });
  if (await again.isVisible()) {
    await again.click();
    await page.getByRole('heading', { name: 'Your result' }).waitFor({ state: 'detached' });
  }
}
