import { expect, test, type Page } from '@playwright/test';
import { dismissStudentModals } from './student-modals';
import { signIn } from './helpers';

// Music follows the route rules in a real browser: nothing before the first gesture, then the
// track fades in on an audible route, fades out on another, back in, and mute outlives a reload.
// The state is read from the page: the control's data attributes and howler's own sound.

interface HowlerGlobal {
  _howls: { playing(): boolean; volume(): number }[];
}

/** The loaded howler sound, whether it plays and its volume; null while none is. */
const sound = (page: Page) =>
  page.evaluate(() => {
    const howl = (window as unknown as { Howler?: HowlerGlobal }).Howler?._howls[0];
    return howl ? { playing: howl.playing(), volume: howl.volume() } : null;
  });

const control = (page: Page) => page.getByRole('region', { name: 'Music' });

test('music plays after a click on the music routes and fades out elsewhere', async ({ page }) => {
  await signIn(page, 'student@example.com');
  await expect(page).toHaveURL(/\/student\//);
  // Closing a modal is a gesture: they are closed here, before the fresh load below.
  await dismissStudentModals(page);
  // A fresh load: the page has seen no gesture yet, so the music waits.
  await page.goto('/student/library');
  const heading = page.getByRole('heading', { name: 'Your library' });
  await expect(heading).toBeVisible();
  await expect(control(page)).toHaveAttribute('data-running', 'false');
  expect(await sound(page)).toBeNull();

  await heading.click();
  await expect(control(page)).toHaveAttribute('data-running', 'true');
  await expect.poll(() => sound(page)).toEqual({ playing: true, volume: 1 });

  await page.getByRole('link', { name: 'Revise your mistakes' }).click();
  await expect(page).toHaveURL(/\/student\/revisions$/);
  await expect(control(page)).toHaveAttribute('data-volume', '0');
  await expect.poll(() => sound(page)).toEqual({ playing: true, volume: 0 });

  await page.goBack();
  await expect(page).toHaveURL(/\/student\/library$/);
  await expect.poll(() => sound(page)).toEqual({ playing: true, volume: 1 });

  const mute = page.getByRole('button', { name: 'Mute music' });
  await mute.click();
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => sound(page)).toEqual({ playing: true, volume: 0 });

  await page.reload();
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  await heading.click();
  await expect(control(page)).toHaveAttribute('data-running', 'true');
  await expect(control(page)).toHaveAttribute('data-volume', '0');
  await expect.poll(() => sound(page)).toEqual({ playing: true, volume: 0 });
  await mute.click();
  await expect.poll(() => sound(page)).toEqual({ playing: true, volume: 1 });
});
