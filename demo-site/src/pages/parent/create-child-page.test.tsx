import { configureApi } from '@kyu/core/api';
import { UserRole } from '@kyu/core/constants';
import { $user } from '@kyu/core/session';
import { resetCore } from '@kyu/core/testing';
import { makeChild, makeSessionUser } from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CreateChildPage } from './create-child-page';

const CREATE = '/api/v1/users/onboarding/academy/parent/create-child-account';

beforeEach(() => {
  resetCore();
  configureApi({ baseUrl: '/api/v1' });
  $user.set(makeSessionUser({ user_role_id: UserRole.parent }));
});
afterEach(cleanup);

async function fill() {
  render(<CreateChildPage />);
  await screen.findByRole('option', { name: 'Year 5' });
  const type = (label: string, value: string) =>
    fireEvent.input(screen.getByLabelText(label), { target: { value } });
  type('First name', ' Ada ');
  type('Last name', 'King');
  type('Username', 'ada.king');
  type('Password', 'a long secret');
  fireEvent.change(screen.getByLabelText('School year'), { target: { value: '5' } });
  fireEvent.submit(screen.getByRole('button', { name: 'Add child' }).closest('form')!);
}

describe('adding a child', () => {
  it('makes the account and says how the child signs in', async () => {
    const seen = fakeFetch(
      on('GET', /academic-levels|subjects/, { body: [{ id: 5, name: 'Year 5' }] }),
      on('POST', CREATE, { body: makeChild({ first_name: 'Ada', username: 'ada.king' }) }),
    );
    await fill();
    expect((await screen.findByRole('status')).textContent).toContain('ada.king');
    const post = seen.find((r) => r.method === 'POST');
    expect(JSON.parse(String(post?.body))).toEqual({
      first_name: 'Ada',
      last_name: 'King',
      username: 'ada.king',
      password: 'a long secret',
      academic_level_id: 5,
    });
  });

  it('shows a taken username beside its field and keeps what was typed', async () => {
    fakeFetch(
      on('GET', /academic-levels|subjects/, { body: [{ id: 5, name: 'Year 5' }] }),
      on('POST', CREATE, {
        status: 409,
        body: {
          title: 'Conflict',
          status: 409,
          detail: 'That username is taken.',
          errors: { '/username': ['is taken'] },
        },
      }),
    );
    await fill();
    expect(await screen.findByText('is taken')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('That username is taken.');
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('ada.king');
  });

  it('links an existing account, and says so when the sign-in is wrong', async () => {
    const LINK = '/api/v1/users/onboarding/academy/parent/link-child-account';
    fakeFetch(
      on('GET', /academic-levels|subjects/, { body: [] }),
      on('POST', LINK, (r) =>
        String(r.body).includes('right')
          ? { body: makeChild({ first_name: 'Bo', username: 'bo.k' }) }
          : {
              status: 400,
              body: { title: 'Bad request', status: 400, detail: 'That sign-in is wrong.' },
            },
      ),
    );
    render(<CreateChildPage />);
    const login = screen.getByLabelText('Child’s username or e-mail');
    fireEvent.input(login, { target: { value: 'bo.k' } });
    fireEvent.input(screen.getByLabelText('Child’s password'), { target: { value: 'wrong' } });
    fireEvent.submit(login.closest('form')!);
    expect((await screen.findByRole('alert')).textContent).toBe('That sign-in is wrong.');
    fireEvent.input(screen.getByLabelText('Child’s password'), { target: { value: 'right' } });
    fireEvent.submit(login.closest('form')!);
    expect((await screen.findByRole('status')).textContent).toContain('bo.k');
  });
});
