import { configureApi } from '@kyu/core/api';
import { $whiteLabel } from '@kyu/core/branding';
import type { SessionUser } from '@kyu/core/contract';
import { $location, navigate, startHistory } from '@kyu/core/router';
import { $user } from '@kyu/core/session';
import { makeSessionUser, makeWhiteLabel } from '@kyu/test-support/data';
import { json, mockFetch, problem } from '@kyu/test-support/fetch';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from './app';

const user = (overrides: Partial<SessionUser> = {}) =>
  makeSessionUser({ first_name: 'Sam', email: 'sam@example.com', ...overrides });

let stop: () => void = () => undefined;
beforeEach(() => {
  configureApi({ baseUrl: '/api/v1' });
  $user.set(null);
  window.history.replaceState(null, '', '/');
  stop = startHistory(window);
});
afterEach(() => {
  cleanup();
  stop();
});

const open = (path: string) => {
  navigate(path);
  return render(<App hostname="localhost" />);
};
const heading = () => screen.findByRole('heading', { level: 1 });

describe('portal', () => {
  it('sends an anonymous visitor from a signed-in page to /login keeping code', async () => {
    open('/student/library?code=ABC123');
    await waitFor(() =>
      expect(window.location.pathname + window.location.search).toBe('/login?code=ABC123'),
    );
    expect((await heading()).textContent).toBe('Sign in');
  });

  it('shows the not-found page for an unknown path', async () => {
    open('/no/such/page');
    expect((await heading()).textContent).toMatch(/not found/i);
  });

  it('sends the root to /welcome on the default brand', async () => {
    open('/');
    await waitFor(() => expect($location.get().pathname).toBe('/welcome'));
    expect((await heading()).textContent).toMatch(/coach/);
  });

  it('lands a signed-in student on the dashboard after password sign-in', async () => {
    mockFetch(json(user()));
    open('/login');
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'sam@example.com' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'kyu-demo-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(window.location.pathname).toBe('/student/dashboard'));
    expect((await heading()).textContent).toContain('Sam');
  });

  it('sends a visitor who signs in with a code to redeem it', async () => {
    mockFetch(json(user({ user_role_id: 6 })));
    open('/login?code=XYZ');
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'sam@example.com' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'kyu-demo-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(window.location.pathname).toBe('/redeem/XYZ'));
  });

  it('checks the code of /redeem/{code} at once and says what it unlocks', async () => {
    const fetch = mockFetch(
      json({
        code: 'ABCD-EFGH-JKMN',
        checked: true,
        status: 'valid',
        expires_at: null,
        courses: [{ id: 3, name: 'P5 Science' }],
      }),
    );
    open('/redeem/abcd-efgh-jkmn');
    expect((await heading()).textContent).toBe('Redeem a code');
    expect(await screen.findByText(/unlocks P5 Science/)).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/v1/activation/ABCD-EFGH-JKMN');
  });

  it('sends a parent to the parent dashboard', async () => {
    $user.set(user({ user_role_id: 6, first_name: 'Priya' }));
    open('/');
    await waitFor(() => expect(window.location.pathname).toBe('/academy/dashboard'));
    expect((await heading()).textContent).toBe('Welcome, Priya');
  });

  it('goes to the confirmation page after mailing a sign-in link', async () => {
    mockFetch(json({ ok: true }));
    open('/login');
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'sam@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    await waitFor(() => expect(window.location.pathname).toBe('/magic-link/confirmation'));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Check your inbox'),
    );
    expect(screen.getByRole('status').textContent).toContain('sam@example.com');
  });

  it('signs in with a magic link once and goes home', async () => {
    const fetch = mockFetch(json({ email: 'sam@example.com' }), json(user()));
    open('/magic-link/validation/tok-1');
    await waitFor(() => expect(window.location.pathname).toBe('/student/dashboard'));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('explains a used magic link in an alert', async () => {
    mockFetch(problem(410, 'Gone', { detail: 'This link has expired or was already used.' }));
    open('/magic-link/validation/old');
    expect((await screen.findByRole('alert')).textContent).toContain('already used');
  });

  it('signs out from the navigation bar and goes to /login', async () => {
    $user.set(user());
    mockFetch(json({ ok: true }));
    open('/student/library');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect($user.get()).toBeNull();
    expect(localStorage.getItem('kyu:user')).toBeNull();
  });

  it('hides the navigation bar on auth screens', async () => {
    open('/academy/forget-password');
    await heading();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('reads the reset token from the query', async () => {
    const fetch = mockFetch(json({ ok: true }));
    open('/academy/reset-password?token=tok-9');
    fireEvent.input(await screen.findByLabelText('New password'), {
      target: { value: 'a-good-password-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await screen.findByRole('status');
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      token: 'tok-9',
      new_password: 'a-good-password-1',
    });
  });

  it('lets a visitor ask the coach on /CoachKyu, as a guest', async () => {
    open('/CoachKyu');
    expect((await heading()).textContent).toBe('Ask Coach Kyu');
    expect(await screen.findByLabelText('Ask Kyu')).toBeTruthy();
    expect(screen.getByRole('log')).toBeTruthy();
    expect(screen.getByText(/as a guest/)).toBeTruthy();
  });

  it('gives the chat the page on /chat', async () => {
    open('/chat');
    expect((await heading()).textContent).toBe('Chat with Kyu');
    expect(await screen.findByRole('region', { name: 'Kyu coach' })).toBeTruthy();
  });

  it("names the chat and its coach after the school on the school's own domain", async () => {
    $whiteLabel.set(makeWhiteLabel({ page_title: 'Hillside Academy' }));
    try {
      open('/chat');
      expect((await heading()).textContent).toBe('Chat with Hillside Academy');
      expect(await screen.findByRole('region', { name: 'Hillside Academy coach' })).toBeTruthy();
    } finally {
      $whiteLabel.set(null);
    }
  });
});
