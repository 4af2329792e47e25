import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { fill, press } from '../testing/dom';
import { call, mockFetch, noContent, problem } from '@kyu/test-support/fetch';
import { ForgotPassword } from './forgot-password';

afterEach(cleanup);

describe('<ForgotPassword>', () => {
  it('asks for a reset link and says it is on its way', async () => {
    const fetch = mockFetch(noContent());
    render(<ForgotPassword fromNewBuyPage />);
    fill('Email', 'ada@example.com');
    press('Send reset link');
    expect((await screen.findByRole('status')).textContent).toContain('ada@example.com');
    expect(call(fetch).body).toEqual({
      email: 'ada@example.com',
      is_from_academy_new_buy_page: true,
    });
  });

  it('shows a refusal in an alert', async () => {
    mockFetch(problem(429, 'Too many requests', { detail: 'Try again in a minute.' }));
    render(<ForgotPassword />);
    fill('Email', 'ada@example.com');
    press('Send reset link');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Try again in a minute.'),
    );
  });
});
