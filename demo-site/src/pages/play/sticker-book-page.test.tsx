import { configureApi } from '@kyu/core/api';
import { resetCollectibles, resetStickers } from '@kyu/core/play';
import { $user } from '@kyu/core/session';
import { resetCore } from '@kyu/core/testing';
import {
  makeCollectibleTheme,
  makeSessionUser,
  makeSticker,
  makeStudentCollectible,
} from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';
import { cleanup, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StickerBookPage } from './sticker-book-page';

beforeEach(() => {
  resetCore();
  configureApi({ baseUrl: '/api/v1' });
  $user.set(makeSessionUser());
});
afterEach(() => {
  cleanup();
  resetStickers();
  resetCollectibles();
  vi.unstubAllGlobals();
});

describe('sticker book page', () => {
  it('shows earned stickers with their date, unearned ones greyed, and collectibles by theme', async () => {
    fakeFetch(
      on('GET', '/api/v1/students/sticker-book', {
        body: {
          stickers: [
            makeSticker('first-quiz', '2026-11-19T10:00:00.000Z', { title: 'First quiz' }),
            makeSticker('streak-7', null, { title: 'Seven-day streak' }),
          ],
        },
      }),
      on('GET', '/api/v1/collectible-themes', {
        body: [makeCollectibleTheme(1, 'Ocean'), makeCollectibleTheme(2, 'Space')],
      }),
      on('GET', '/api/v1/students/collectible-themes/1/collectibles', {
        body: [makeStudentCollectible(1, 1, 2, true), makeStudentCollectible(2, 1, 5, false)],
      }),
      on('GET', '/api/v1/students/collectible-themes/2/collectibles', { body: [] }),
    );
    render(<StickerBookPage />);
    const stickers = await screen.findByRole('list', { name: 'Stickers' });
    const [earned, unearned] = within(stickers).getAllByRole('listitem');
    expect(earned!.textContent).toMatch(/First quiz.*Earned .*2026/);
    expect(earned!.className).not.toContain('unearned');
    expect(unearned!.textContent).toContain('Not earned yet');
    expect(unearned!.className).toContain('unearned');
    expect(screen.getByText('1 of 2 stickers earned.')).toBeTruthy();
    const ocean = await screen.findByRole('list', { name: 'Ocean' });
    expect(
      within(ocean)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Collectible 1Collected', 'Collectible 2Unlocks at level 5']);
    expect(screen.getByRole('heading', { name: 'Space' })).toBeTruthy();
  });

  it('says why the book could not be loaded', async () => {
    fakeFetch(
      on('GET', '/api/v1/students/sticker-book', {
        status: 403,
        body: { type: 'about:blank', title: 'Students only', status: 403 },
      }),
    );
    render(<StickerBookPage />);
    expect((await screen.findAllByRole('alert'))[0]!.textContent).toBe('Students only');
  });
});
