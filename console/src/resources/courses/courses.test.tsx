import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { $user } from '@kyu/core';
import { renderConsole } from '../../test/render-console';
import { onScreenWidth } from '../../test/screen-width';
import { makeAdminCourse, makeAdminSchool, makeSuperAdmin } from '@kyu/test-support/data';
import { fakeFetch, on, type SeenRequest } from '@kyu/test-support/fetch';

const maths = makeAdminCourse();
const science = makeAdminCourse({
  id: 22,
  name: 'Primary 5 Science',
  school_id: null,
  monthly_price: { ...maths.monthly_price!, id: 302, provider_price_id: 'price_1Sci' },
  annual_price: {
    id: 303,
    amount_cents: 25_000,
    currency: 'sgd',
    provider_price_id: 'price_1SciYear',
    created_at: '2026-01-01T00:00:00.000Z',
  },
});

const lists = [
  on('GET', /^\/api\/v1\/admin\/courses\?/, {
    body: [maths, science],
    headers: { 'Content-Range': 'items 0-1/2' },
  }),
  on('GET', /^\/api\/v1\/admin\/schools\?/, { body: [makeAdminSchool()] }),
];

describe('the courses console', () => {
  afterEach(() => {
    cleanup();
    $user.set(null);
  });

  it('lists courses plainly on a phone, with their prices and state, and no table', async () => {
    onScreenWidth(360);
    fakeFetch(...lists);
    $user.set(makeSuperAdmin());
    renderConsole('/admin', '/courses');

    const maths = (await screen.findByText('Primary 5 Mathematics')).closest('a')!;
    expect(maths.getAttribute('href')).toBe(`/courses/${String(makeAdminCourse().id)}`);
    expect(within(maths).getByText('Monthly 25.00 SGD · Annual Not sold')).toBeTruthy();
    expect(within(maths).getByText('Active')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists each course with what a month and a year cost and whether the provider charges them', async () => {
    fakeFetch(...lists);
    $user.set(makeSuperAdmin());
    renderConsole('/admin', '/courses');

    const mathsRow = (await screen.findByText('Primary 5 Mathematics')).closest('tr')!;
    expect(within(mathsRow).getByText('25.00 SGD')).toBeTruthy();
    expect(within(mathsRow).getByText('Not sold')).toBeTruthy();
    expect(within(mathsRow).getByText('Not linked')).toBeTruthy();
    expect(await within(mathsRow).findByText('Hillside High')).toBeTruthy();
    const scienceRow = screen.getByText('Primary 5 Science').closest('tr')!;
    expect(within(scienceRow).getByText('250.00 SGD')).toBeTruthy();
    expect(within(scienceRow).getByText('Linked')).toBeTruthy();
    expect(within(scienceRow).getByText('Kyu catalogue')).toBeTruthy();
  });

  it(
    'sends a new monthly amount in cents with the provider price id it is linked to',
    { timeout: 20_000 },
    async () => {
      const saved = (r: SeenRequest) => ({
        body: { ...maths, id: 21, ...JSON.parse(String(r.body)) },
      });
      const seen = fakeFetch(
        on('GET', '/api/v1/admin/courses/21', { body: maths }),
        on('PUT', '/api/v1/admin/courses/21', saved),
        ...lists,
      );
      $user.set(makeSuperAdmin());
      renderConsole('/admin', '/courses/21');

      const amount = await screen.findByLabelText('Monthly price');
      await waitFor(() => expect((amount as HTMLInputElement).value).toBe('25'));
      fireEvent.change(amount, { target: { value: '29.90' } });
      fireEvent.change(screen.getByLabelText('Monthly provider price id'), {
        target: { value: 'price_1New' },
      });
      fireEvent.click(screen.getByRole('button', { name: /save/i }));

      await waitFor(() => expect(seen.some((r) => r.method === 'PUT')).toBe(true), {
        timeout: 10_000,
      });
      const put = seen.find((r) => r.method === 'PUT')!;
      expect(JSON.parse(String(put.body))).toEqual({
        monthly_price: { amount_cents: 2990, currency: 'sgd', provider_price_id: 'price_1New' },
        annual_price: null,
      });
    },
  );
});
