import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, mockFetch, call, problem } from '@kyu/test-support/fetch';
import {
  makeCollectibleTheme,
  makePlaySettings as settings,
  makeSessionUser,
  makeSticker,
  makeStudentCollectible as item,
} from '@kyu/test-support/data';
import { configureApi } from '../api/client';
import { signOutLocally } from '../account/sign-out';
import { $user } from '../account/stores';
import { $themeId } from '../themes/stores';
import { resetCore } from '../testing/reset';
import {
  $collectibleGroups,
  $playSettings,
  $playSettingsError,
  $stickerBook,
  $stickerQueue,
  followStudentTheme,
  loadCollectibles,
  loadStickerBook,
  markStickersSeen,
  updatePlaySettings,
} from '.';

beforeEach(() => {
  resetCore();
  configureApi({ baseUrl: '/api/v1' });
});
afterEach(() => signOutLocally());

describe('sticker book', () => {
  it('queues the earned stickers not shown yet, oldest first, and marks them seen', async () => {
    const fetch = mockFetch(
      json({
        stickers: [
          makeSticker('streak-3', '2026-11-20T10:00:00.000Z', { is_new: true }),
          makeSticker('first-quiz', '2026-11-19T10:00:00.000Z', { is_new: true }),
          makeSticker('perfect-score', '2026-11-18T10:00:00.000Z'),
          makeSticker('streak-7', null),
        ],
      }),
      json({}),
    );
    await loadStickerBook();
    expect($stickerQueue.get().map((s) => s.code)).toEqual(['first-quiz', 'streak-3']);
    await markStickersSeen(['first-quiz']);
    expect($stickerQueue.get().map((s) => s.code)).toEqual(['streak-3']);
    expect(call(fetch, 1)).toMatchObject({
      url: '/api/v1/students/sticker-book/seen',
      method: 'PATCH',
      body: { codes: ['first-quiz'] },
    });
  });

  it('empties the book at sign-out', async () => {
    mockFetch(
      json({ stickers: [makeSticker('first-quiz', '2026-11-19T10:00:00.000Z', { is_new: true })] }),
    );
    await loadStickerBook();
    signOutLocally();
    expect($stickerBook.get()).toBeNull();
  });
});

describe('collectibles', () => {
  it('groups each theme’s collectibles by unlock level, in the themes’ order', async () => {
    const fetch = mockFetch(
      json([makeCollectibleTheme(1, 'Ocean'), makeCollectibleTheme(2, 'Space')]),
      json([item(2, 1, 5, false), item(1, 1, 2, true)]),
      json([item(3, 2, 3, true)]),
    );
    await loadCollectibles();
    const groups = $collectibleGroups.get()!;
    expect(groups.map((g) => [g.theme.name, g.collectibles.map((c) => c.id)])).toEqual([
      ['Ocean', [1, 2]],
      ['Space', [3]],
    ]);
    expect(call(fetch, 0).url).toBe('/api/v1/collectible-themes');
    expect(call(fetch, 2).url).toBe('/api/v1/students/collectible-themes/2/collectibles');
  });
});

describe('play settings', () => {
  it('applies the theme the server kept, and says why a change was refused', async () => {
    const fetch = mockFetch(
      json(settings({ theme_id: 3 })),
      problem(400, 'That pseudonym is not on the list'),
    );
    expect(await updatePlaySettings({ theme_id: 3 })).toBe(true);
    expect($themeId.get()).toBe(3);
    expect(call(fetch)).toMatchObject({ method: 'PATCH', body: { theme_id: 3 } });
    expect(await updatePlaySettings({ pseudonym: 'Nobody' })).toBe(false);
    expect($playSettingsError.get()).toBe('That pseudonym is not on the list');
    expect($playSettings.get()?.theme_id).toBe(3);
  });

  it("loads a signed-in student's theme, and puts the default back for anyone else", async () => {
    mockFetch(json(settings({ theme_id: 2 })));
    const stop = followStudentTheme();
    $user.set(makeSessionUser());
    await new Promise((r) => setTimeout(r, 0));
    expect($themeId.get()).toBe(2);
    $user.set(null);
    expect($themeId.get()).toBeNull();
    stop();
  });
});
