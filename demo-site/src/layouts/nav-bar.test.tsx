import { UserRole } from '@kyu/core/constants';
import { navigate, startHistory } from '@kyu/core/router';
import { $user } from '@kyu/core/session';
import { makeSessionUser } from '@kyu/test-support/data';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NavBar } from './nav-bar';

let stop: () => void = () => undefined;
beforeEach(() => {
  window.history.replaceState(null, '', '/student/dashboard');
  stop = startHistory(window);
  $user.set(makeSessionUser({ first_name: 'Sam', user_role_id: UserRole.student }));
});
afterEach(() => {
  cleanup();
  stop();
  $user.set(null);
});

const menu = () => screen.getByRole('button', { name: 'Menu' });
const nav = () => screen.getByRole('navigation', { name: 'Main' });

describe('<NavBar>', () => {
  it("lists a student's places, the coach among them, and marks the current one", () => {
    render(<NavBar />);
    const links = [...nav().querySelectorAll('a')].map((a) => a.textContent);
    expect(links).toEqual(['Learning path', 'Library', 'Coach']);
    expect(screen.getByRole('link', { name: 'Learning path' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('folds the links behind a Menu button that says whether it is open and what it opens', () => {
    render(<NavBar />);
    expect(menu().getAttribute('aria-expanded')).toBe('false');
    expect(menu().getAttribute('aria-controls')).toBe(nav().id);
    fireEvent.click(menu());
    expect(menu().getAttribute('aria-expanded')).toBe('true');
    expect(nav().className).toBe('open');
    fireEvent.click(menu());
    expect(menu().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and gives the focus back to Menu', () => {
    render(<NavBar />);
    fireEvent.click(menu());
    const library = screen.getByRole('link', { name: 'Library' });
    library.focus();
    fireEvent.keyDown(library, { key: 'Escape' });
    expect(menu().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu());
  });

  it('closes on a click elsewhere and on moving to another page', async () => {
    render(
      <>
        <NavBar />
        <p>Elsewhere</p>
      </>,
    );
    fireEvent.click(menu());
    fireEvent.click(screen.getByText('Elsewhere'));
    expect(menu().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menu());
    navigate('/student/library');
    await screen.findByRole('button', { name: 'Menu', expanded: false });
  });
});
