import { configureApi } from '@kyu/core/api';
import { companionIntroKey, seasonGreetingKey } from '@kyu/core/storage';
import { resetStickers } from '@kyu/core/play';
import { $user } from '@kyu/core/session';
import { resetCore } from '@kyu/core/testing';
import { makeSessionUser, makeSticker } from '@kyu/test-support/data';
import { fakeFetch, on, type SeenRequest } from '@kyu/test-support/fetch';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StudentModals } from './student-modals';

let areas: ReturnType<typeof resetCore>;
let seen: SeenRequest[];

function serveBook(...stickers: ReturnType<typeof makeSticker>[]) {
  seen = fakeFetch(
    on('GET', '/api/v1/students/sticker-book', { body: { stickers } }),
    on('PATCH', '/api/v1/students/sticker-book/seen', { status: 204 }),
  );
}

beforeEach(() => {
  // A day outside every greeting window, unless the test says otherwise.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 15, 12));
  areas = resetCore();
  configureApi({ baseUrl: '/api/v1' });
  $user.set(makeSessionUser({ id: 5, first_name: 'Ada' }));
});
afterEach(() => {
  cleanup();
  resetStickers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('student modals', () => {
  it('greets a student on the first visit once, in a labelled dialog that Escape closes', async () => {
    serveBook();
    const { unmount } = render(<StudentModals />);
    const dialog = screen.getByRole('dialog', { name: 'Hello Ada, meet Kyu!' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: "Let's start" }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(areas.local.getItem(companionIntroKey(5))).not.toBeNull();
    unmount();
    render(<StudentModals />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the focus inside the dialog', () => {
    serveBook();
    render(<StudentModals />);
    const button = screen.getByRole('button', { name: "Let's start" });
    fireEvent.keyDown(button, { key: 'Tab' });
    expect(document.activeElement).toBe(button);
  });

  it('shows each newly earned sticker in the laboratory modal and marks it seen', async () => {
    areas.local.setItem(companionIntroKey(5), 'yes');
    serveBook(
      makeSticker('first-quiz', '2026-03-14T10:00:00.000Z', { is_new: true, title: 'First quiz' }),
      makeSticker('streak-3', '2026-03-15T10:00:00.000Z', { is_new: true, title: 'On a roll' }),
    );
    render(<StudentModals />);
    const dialog = await screen.findByRole('dialog', { name: 'New sticker from the laboratory!' });
    expect(dialog.textContent).toContain('First quiz');
    fireEvent.click(screen.getByRole('button', { name: 'Add it to my book' }));
    await waitFor(() => expect(screen.getByRole('dialog').textContent).toContain('On a roll'));
    expect(seen.find((r) => r.method === 'PATCH')?.body).toBe('{"codes":["first-quiz"]}');
  });

  it("shows the season's greeting once per season", async () => {
    vi.setSystemTime(new Date(2026, 11, 30, 12));
    areas.local.setItem(companionIntroKey(5), 'yes');
    serveBook();
    render(<StudentModals />);
    const dialog = await screen.findByRole('dialog', { name: 'Happy New Year!' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(areas.local.getItem(seasonGreetingKey(5, 'new-year-2027'))).not.toBeNull();
    expect(dialog.isConnected).toBe(false);
  });
});
