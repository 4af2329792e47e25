import { configureApi } from '@kyu/core/api';
import { $user } from '@kyu/core/session';
import { resetCore } from '@kyu/core/testing';
import { makeSessionUser } from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReferralFaqPage } from './referral-faq-page';
import { ReferralPage } from './referral-page';

const REFERRAL = {
  referral_code: 'KYU42',
  program: { name: 'Friends of Kyu', reward: 'A free month each' },
  quota: { total: 5, used: 1, remaining: 4 },
};
const NONE = { referral_code: null, owner: null, quota: null };

beforeEach(() => {
  resetCore();
  configureApi({ baseUrl: '/api/v1' });
  $user.set(makeSessionUser());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('referral page', () => {
  it('shows the code, the quota and who used it, and copies the code', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    fakeFetch(
      on('GET', '/api/v1/users/referral', { body: REFERRAL }),
      on('GET', '/api/v1/users/referral/referred-quota', { body: NONE }),
      on('GET', /redeemers/, {
        body: {
          redeemers: [{ first_name: 'Bo', last_initial: 'K', redeemed_at: '2026-01-02T00:00:00Z' }],
        },
      }),
    );
    render(<ReferralPage />);
    expect(await screen.findByText('KYU42')).toBeTruthy();
    expect(screen.getByText('Used 1 of 5; 4 left.')).toBeTruthy();
    expect(await screen.findByText(/^Bo K/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('KYU42');
  });

  it('redeems a friend’s code, and shows why one is refused', async () => {
    fakeFetch(
      on('GET', '/api/v1/users/referral', { body: REFERRAL }),
      on('GET', '/api/v1/users/referral/referred-quota', { body: NONE }),
      on('GET', /redeemers/, { body: { redeemers: [] } }),
      on('PATCH', '/api/v1/users/referral/redemption-status', (r) =>
        String(r.body).includes('KYU42')
          ? {
              status: 409,
              body: { title: 'Conflict', status: 409, detail: 'That is your own code.' },
            }
          : {
              body: {
                referral_code: 'ANN123',
                owner: { first_name: 'Ann', last_initial: 'B' },
                quota: REFERRAL.quota,
              },
            },
      ),
    );
    render(<ReferralPage />);
    const box = await screen.findByLabelText('A friend’s code');
    fireEvent.input(box, { target: { value: 'kyu42' } });
    fireEvent.submit(box.closest('form')!);
    expect((await screen.findByRole('alert')).textContent).toBe('That is your own code.');
    fireEvent.input(box, { target: { value: 'ann123' } });
    fireEvent.submit(box.closest('form')!);
    expect(await screen.findByText(/You used the code ANN123 of Ann B/)).toBeTruthy();
  });

  it('says why the page could not load', async () => {
    fakeFetch();
    render(<ReferralPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('Not Found');
  });

  it('answers the common questions', () => {
    render(<ReferralFaqPage />);
    expect(screen.getByText('Can I use my own code?')).toBeTruthy();
  });
});
