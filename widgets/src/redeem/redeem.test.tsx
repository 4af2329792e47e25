import { $user } from '@kyu/core/session';
import { UserRole } from '@kyu/core/constants';
import { signOutLocally } from '@kyu/core/session';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeChild, makeSessionUser } from '@kyu/test-support/data';
import { call, json, mockFetch, problem } from '@kyu/test-support/fetch';
import { fill, press } from '../testing/dom';
import { Redeem } from './redeem';

const check = (status = 'valid') => ({
  code: 'ABCD-EFGH-JKMN',
  checked: status === 'valid',
  status,
  expires_at: null,
  courses: [{ id: 7, name: 'P5 Fractions' }],
});

beforeEach(() => {
  signOutLocally();
  localStorage.clear();
});
afterEach(cleanup);

describe('<Redeem>', () => {
  it('checks a typed code, lets a parent choose a child, redeems and lists what it unlocked', async () => {
    $user.set(makeSessionUser({ user_role_id: UserRole.parent }));
    const child = makeChild({ first_name: 'Mia', last_name: 'Tan' });
    const activation = { code: 'ABCD-EFGH-JKMN', child_id: child.id, courses: check().courses };
    const fetch = mockFetch(json(check()), json([child]), json(activation));
    const onRedeemed = vi.fn();
    render(<Redeem onRedeemed={onRedeemed} />);
    fill('Activation code', 'abcd efgh jkmn');
    press('Check code');
    expect(await screen.findByText(/unlocks P5 Fractions/)).toBeTruthy();
    fireEvent.click(await screen.findByLabelText('Mia Tan'));
    press('Redeem');
    const status = await screen.findByText(/Code redeemed/);
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(screen.getByRole('list', { name: 'Unlocked courses' }).textContent).toBe('P5 Fractions');
    expect(call(fetch, 2).body).toEqual({ code: 'ABCD-EFGH-JKMN', child_id: child.id });
    expect(onRedeemed).toHaveBeenCalledWith(activation);
  });

  it('checks the code it is given at once, and announces that it is used', async () => {
    const fetch = mockFetch(json(check('used')));
    render(<Redeem code="abcd-efgh-jkmn" />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/already been used/);
    expect(call(fetch).url).toBe('/api/v1/activation/ABCD-EFGH-JKMN');
    expect(screen.queryByRole('button', { name: 'Redeem' })).toBeNull();
  });

  it('announces an unknown code and an expired one', async () => {
    mockFetch(
      problem(404, 'Not found', { detail: 'No activation code matches this.' }),
      json(check('expired')),
    );
    render(<Redeem />);
    fill('Activation code', 'ZZZZ-ZZZZ-ZZZZ');
    press('Check code');
    expect((await screen.findByRole('alert')).textContent).toBe('No activation code matches this.');
    press('Check code');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/expired/));
  });

  it('asks a visitor to sign in before redeeming, with the sign-in form', async () => {
    mockFetch(json(check()));
    render(<Redeem code="ABCD-EFGH-JKMN" />);
    expect(await screen.findByText(/Sign in to redeem/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('lets a student redeem for themself, and shows a 409 from a code used meanwhile', async () => {
    $user.set(makeSessionUser({ user_role_id: UserRole.student }));
    mockFetch(
      json(check()),
      problem(409, 'Conflict', { detail: 'This code has already been used.' }),
    );
    render(<Redeem code="ABCD-EFGH-JKMN" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Redeem for myself' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This code has already been used.');
  });
});
