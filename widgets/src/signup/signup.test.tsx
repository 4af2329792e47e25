import { $user } from '@kyu/core/session';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fill, press } from '../testing/dom';
import { makeSessionUser } from '@kyu/test-support/data';
import { call, json, mockFetch, problem } from '@kyu/test-support/fetch';
import { Signup } from './signup';

beforeEach(() => $user.set(null));
afterEach(cleanup);

const fillForm = () => {
  fill('First name', 'Priya');
  fill('Last name', 'Shah');
  fill('Email', 'priya@example.com');
  fill('Password', 'short');
};

describe('<Signup>', () => {
  it('creates a parent account and reports the signed-in user', async () => {
    const user = makeSessionUser({ user_role_id: 6 });
    const fetch = mockFetch(json(user, 201));
    const onSignedUp = vi.fn();
    render(<Signup onSignedUp={onSignedUp} />);
    fillForm();
    press('Create account');
    await waitFor(() => expect(onSignedUp).toHaveBeenCalledWith(user));
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('you are signed in');
    expect(document.activeElement).toBe(status);
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
    expect(call(fetch).body).toMatchObject({
      role: 'parent',
      first_name: 'Priya',
      email: 'priya@example.com',
    });
  });

  it('sends the role the visitor picks', async () => {
    const fetch = mockFetch(json(makeSessionUser(), 201));
    render(<Signup />);
    fireEvent.click(screen.getByLabelText('I am a student'));
    fillForm();
    press('Create account');
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(call(fetch).body).toMatchObject({ role: 'student' });
  });

  it("names the server's password rule in one alert and keeps the form filled", async () => {
    const rule = 'Password must be at least 10 characters and include a letter and a number.';
    mockFetch(problem(400, 'Invalid request', { detail: rule, errors: { password: [rule] } }));
    render(<Signup />);
    fillForm();
    press('Create account');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(rule);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('priya@example.com');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
  });

  it('leads a field message with the field label when it does not name it', async () => {
    mockFetch(problem(409, 'Conflict', { errors: { 'body.email': ['is already registered'] } }));
    render(<Signup />);
    fillForm();
    press('Create account');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Email: is already registered',
    );
  });
});
