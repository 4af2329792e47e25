import { $user } from '@kyu/core/session';
import { makeSessionUser } from '@kyu/test-support/data';
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { WelcomePage } from './welcome-page';

afterEach(() => {
  cleanup();
  $user.set(null);
});

describe('welcome page', () => {
  it('links the public chat, which needs no account', () => {
    render(<WelcomePage />);
    expect(screen.getByRole('link', { name: /Chat with the coach/ }).getAttribute('href')).toBe(
      '/chat',
    );
  });

  it('links the guided demo, which is built (not a "coming soon" page)', () => {
    render(<WelcomePage />);
    expect(screen.getByRole('link', { name: /tour/ }).getAttribute('href')).toBe(
      '/demo/guided-demo',
    );
  });

  it('offers a signed-in visitor the way home rather than sign-up and sign-in', () => {
    $user.set(makeSessionUser());
    render(<WelcomePage />);
    expect(screen.getByRole('link', { name: 'Go to your home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });
});
