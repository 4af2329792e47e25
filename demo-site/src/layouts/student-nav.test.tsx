import { startHistory } from '@kyu/core/router';
import { $user } from '@kyu/core/session';
import { makeSessionUser } from '@kyu/test-support/data';
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StudentNav } from './student-nav';

let stop: () => void = () => undefined;
beforeEach(() => {
  window.history.replaceState(null, '', '/student/sticker-book');
  stop = startHistory(window);
  $user.set(makeSessionUser());
});
afterEach(() => {
  cleanup();
  stop();
  $user.set(null);
});

const places = () =>
  [...screen.getByRole('navigation', { name: 'Student' }).querySelectorAll('a')].map((a) => [
    a.textContent,
    a.getAttribute('href'),
  ]);

describe('<StudentNav>', () => {
  it('leads to the six places: learning path, library, coach, leaderboard, sticker book, profile', () => {
    render(<StudentNav />);
    expect(places()).toEqual([
      ['Learn', '/student/dashboard'],
      ['Library', '/student/library'],
      ['Coach', '/chat'],
      ['Leagues', '/student/leaderboard'],
      ['Stickers', '/student/sticker-book'],
      ['Profile', '/student/profile'],
    ]);
  });

  it('marks the place the student is on, and only that one', () => {
    render(<StudentNav />);
    const current = screen.getAllByRole('link').filter((a) => a.hasAttribute('aria-current'));
    expect(current.map((a) => a.textContent)).toEqual(['Stickers']);
  });

  it('draws each place with an inline SVG icon, not an emoji', () => {
    render(<StudentNav />);
    for (const link of screen.getAllByRole('link')) {
      expect(link.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
      expect(link.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    }
  });

  it('leaves out the learning path when the school turned it off', () => {
    $user.set(
      makeSessionUser({
        school_flags: { ...makeSessionUser().school_flags, learning_path_disabled: true },
      }),
    );
    render(<StudentNav />);
    expect(places().map(([label]) => label)).toEqual([
      'Library',
      'Coach',
      'Leagues',
      'Stickers',
      'Profile',
    ]);
  });
});
