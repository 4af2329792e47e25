import { $user } from '@kyu/core/session';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { button, fill } from '../testing/dom';
import { makeSessionUser } from '@kyu/test-support/data';
import { call, json, mockFetch, noContent, problem } from '@kyu/test-support/fetch';
import { Login } from './login';

beforeEach(() => {
  $user.set(null);
  // Device tokens outlive sign-out on purpose; each test starts on a device never used.
  localStorage.clear();
});
afterEach(cleanup);

describe('<Login>', () => {
  it('signs in with e-mail and password and reports the user', async () => {
    const user = makeSessionUser();
    const fetch = mockFetch(json(user));
    const onSignedIn = vi.fn();
    render(<Login onSignedIn={onSignedIn} />);
    fill('Email', 'ada@example.com');
    fill('Password', 'secret-123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(user));
    expect(call(fetch).body).toEqual({
      login_type: 'password',
      email: 'ada@example.com',
      password: 'secret-123',
    });
  });

  it('shows the refusal in an alert and keeps what was typed', async () => {
    mockFetch(problem(401, 'Sign-in failed', { detail: 'E-mail or password is incorrect.' }));
    render(<Login />);
    fill('Email', 'ada@example.com');
    fill('Password', 'wrong-1234');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'E-mail or password is incorrect.',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ada@example.com');
  });

  it('says how long a paused account waits, and leaves the mailed link to use meanwhile', async () => {
    const detail =
      'Too many wrong passwords for this account. Try again in 30 seconds, or use “Email me a sign-in link”.';
    mockFetch(problem(429, 'Too many requests', { detail }));
    render(<Login />);
    fill('Email', 'ada@example.com');
    fill('Password', 'secret-123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(detail);
    expect(button('Email me a sign-in link').disabled).toBe(false);
  });

  it('sends the device token of an earlier sign-in with the next one', async () => {
    const user = makeSessionUser();
    const fetch = mockFetch(
      json({ ...user, device_token: 'd1.this-device' }),
      noContent(),
      json(user),
    );
    render(<Login />);
    fill('Email', user.email);
    fill('Password', 'secret-123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await screen.findByLabelText('Email');
    fill('Email', user.email);
    fill('Password', 'secret-123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    expect(call(fetch, 2).body).toMatchObject({ device_tokens: ['d1.this-device'] });
  });

  it('disables both buttons while a sign-in is pending', async () => {
    let release: (r: Response) => void = () => undefined;
    globalThis.fetch = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)));
    render(<Login />);
    fill('Email', 'ada@example.com');
    fill('Password', 'secret-123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(button('Sign in').disabled).toBe(true));
    expect(button('Email me a sign-in link').disabled).toBe(true);
    release(json(makeSessionUser()));
  });

  it('mails a sign-in link to the typed address', async () => {
    const fetch = mockFetch(noContent());
    const onLinkSent = vi.fn();
    render(<Login onLinkSent={onLinkSent} />);
    fill('Email', 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    await waitFor(() => expect(onLinkSent).toHaveBeenCalledWith('ada@example.com'));
    expect(call(fetch).body).toEqual({ email: 'ada@example.com', portal: 'ai_create' });
    expect(screen.getByRole('status').textContent).toContain('ada@example.com');
  });

  it('asks for an address before mailing a link', () => {
    const fetch = mockFetch();
    render(<Login />);
    fireEvent.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('brings back an empty form after the signed-in user signs out', async () => {
    mockFetch(json(makeSessionUser()), noContent());
    render(<Login />);
    fill('Email', 'ada@example.com');
    fill('Password', 'secret-123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    const password = await screen.findByLabelText<HTMLInputElement>('Password');
    expect(password.value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('');
  });

  it('shows who is signed in, with a sign-out button', async () => {
    $user.set(makeSessionUser());
    mockFetch(noContent());
    render(<Login />);
    expect(screen.getByText(/Signed in as/).textContent).toContain('Ada');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect($user.get()).toBeNull());
  });

  it("links a signed-in pupil to the next step the school's page names", () => {
    $user.set(makeSessionUser());
    render(<Login nextHref="/homework" nextLabel="Do this week's homework" />);
    const next = screen.getByRole('link', { name: "Do this week's homework" });
    expect(next.getAttribute('href')).toBe('/homework');
  });
});

describe('<kyu-login>', () => {
  it('renders the form in an open shadow root', async () => {
    customElements.define('kyu-login', (await import('./element')).KyuLoginElement);
    const element = document.createElement('kyu-login');
    document.body.append(element);
    await waitFor(() =>
      expect(element.shadowRoot?.querySelector('button[type=submit]')).toBeTruthy(),
    );
    expect(element.shadowRoot?.textContent).toContain('Email me a sign-in link');
    element.remove();
  });
});
