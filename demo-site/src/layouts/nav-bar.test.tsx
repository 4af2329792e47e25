import { PRODUCT, UserRole } from '@kyu/core/constants';
import { navigate, startHistory } from '@kyu/core/router';
import { $user } from '@kyu/core/session';
import { makeSessionUser } from '@kyu/test-support/data';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NavBar } from './nav-bar';

let stop: () => void = () => undefined;
beforeEach(() => {
  window.history.replaceState(null, '', `/${PRODUCT}/dashboard`);
  stop = startHistory(window);
  $user.set(makeSessionUser({ first_name: 'Pat', user_role_id: UserRole.parent }));
});
afterEach(() => {
  cleanup();
  stop();
  $user.set(null);
});

const menu = () => screen.getByRole('button', { name: 'Menu' });
const nav = () => screen.getByRole('navigation', { name: 'Main' });

describe('<NavBar>', () => {
  it("lists a parent's places and marks the current one", () => {
    render(<NavBar />);
    const links = [...nav().querySelectorAll('a')].map((a) => a.textContent);
    expect(links).toEqual(['Dashboard']);
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('gives a student a one-line bar: their name to their profile and sign-out, no Menu', () => {
    $user.set(makeSessionUser({ first_name: 'Sam', user_role_id: UserRole.student }));
    render(<NavBar />);
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(screen.getByRole('link', { name: /Sam/ }).getAttribute('href')).toBe('/student/profile');
    expect(screen.getByRole('button', { name: 'Sign out' }).className).toBe(
      'button secondary small',
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
    const dashboard = screen.getByRole('link', { name: 'Dashboard' });
    dashboard.focus();
    fireEvent.keyDown(dashboard, { key: 'Escape' });
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
    navigate(`/${PRODUCT}/referral`);
    await screen.findByRole('button', { name: 'Menu', expanded: false });
  });
});
