import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { fill, press } from '../testing/dom';
import { call, mockFetch, noContent, problem } from '@kyu/test-support/fetch';
import { ResetPassword } from './reset-password';

afterEach(cleanup);

describe('<ResetPassword>', () => {
  it('saves the new password with the token and offers sign-in', async () => {
    const fetch = mockFetch(noContent());
    render(<ResetPassword token="tok-1" />);
    fill('New password', 'a-good-password-2026');
    press('Save new password');
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Your password is changed');
    expect(document.activeElement).toBe(status);
    expect(call(fetch).body).toEqual({ token: 'tok-1', new_password: 'a-good-password-2026' });
  });

  it('explains an expired link', async () => {
    mockFetch(
      problem(422, 'Link expired', { detail: 'This link has expired or was already used.' }),
    );
    render(<ResetPassword token="old" />);
    fill('New password', 'a-good-password-2026');
    press('Save new password');
    expect((await screen.findByRole('alert')).textContent).toContain('expired');
  });

  it('says the link is incomplete without a token', () => {
    render(<ResetPassword forgotPasswordHref="/academy/forget-password" />);
    expect(screen.getByRole('alert').textContent).toContain('incomplete');
  });
});
