import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { $user, UserRole } from '@kyu/core';
import { renderConsole } from '../../test/render-console';
import {
  makeAdminCourse,
  makeAdminSchool,
  makeAdminSubscription,
  makeAdminUser,
  makeSessionUser,
  makeSuperAdmin,
} from '@kyu/test-support/data';
import { fakeFetch, on, type SeenRequest } from '@kyu/test-support/fetch';

const overdue = makeAdminSubscription({
  id: 41,
  status: 'past_due',
  checkout_mode: 'annual',
  cancel_at_period_end: true,
  current_period_end: '2026-03-15T09:00:00.000Z',
});
const ended = makeAdminSubscription({
  id: 42,
  student_id: 12,
  student_name: 'Kim Ng',
  school_id: null,
  payer_id: 12,
  status: 'canceled',
});

const page = (rows: unknown[]) =>
  on('GET', /^\/api\/v1\/admin\/subscriptions\?/, {
    body: rows,
    headers: { 'Content-Range': `items 0-${Math.max(rows.length - 1, 0)}/${rows.length}` },
  });
const references = [
  on('GET', /^\/api\/v1\/admin\/schools\?/, {
    body: [makeAdminSchool()],
    headers: { 'Content-Range': 'items 0-0/1' },
  }),
  on('GET', /^\/api\/v1\/admin\/courses\?/, { body: [makeAdminCourse()] }),
  on('GET', /^\/api\/v1\/admin\/users\?/, {
    body: [
      makeAdminUser({ id: 31, first_name: 'Pat', last_name: 'Rivera', user_role_id: 5 }),
      makeAdminUser({ id: 12, first_name: 'Kim', last_name: 'Ng' }),
    ],
  }),
];

/** The filter of each subscriptions list request, as the server reads it. */
const filtersSent = (seen: SeenRequest[]) =>
  seen
    .filter((r) => r.url.startsWith('/api/v1/admin/subscriptions?'))
    .map((r) => JSON.parse(new URLSearchParams(r.url.split('?')[1]).get('filter') ?? '{}'));

const schoolAdmin = () => makeSessionUser({ user_role_id: UserRole.admin, school_id: 7 });

describe('the subscriptions console', () => {
  afterEach(() => {
    cleanup();
    $user.set(null);
    // react-admin keeps a list's last filter in localStorage: a filtered list is never "empty".
    localStorage.clear();
  });

  it('lists each subscription with its learner, payer, school, courses and state in words', async () => {
    fakeFetch(page([overdue, ended]), ...references);
    $user.set(makeSuperAdmin());
    renderConsole('/admin', '/subscriptions');

    const row = (await screen.findByText('Sam Rivera')).closest('tr')!;
    expect(within(row).getByText('Payment overdue')).toBeTruthy();
    expect(within(row).getByText('Cancels')).toBeTruthy();
    expect(within(row).getByText('Annual')).toBeTruthy();
    // The school's one date format (core/src/format), never the browser's 3/15/2026.
    expect(within(row).getByText('15 Mar 2026')).toBeTruthy();
    expect(await within(row).findByText('Hillside High')).toBeTruthy();
    expect(await within(row).findByText('Primary 5 Mathematics')).toBeTruthy();
    expect(await within(row).findByText('Pat Rivera')).toBeTruthy();

    // Kim paid for her own: her name is both the learner and the payer.
    const endedRow = screen.getAllByText('Kim Ng')[0]!.closest('tr')!;
    expect(within(endedRow).getByText('Ended')).toBeTruthy();
    expect(within(endedRow).getByText('No school')).toBeTruthy();
    for (const name of ['Learner', 'Paid by', 'School', 'Status', 'Period ends', 'Billed']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(name) })).toBeTruthy();
    }
  });

  it('asks the server for one status when the admin filters by it', async () => {
    const seen = fakeFetch(page([overdue, ended]), ...references);
    $user.set(makeSuperAdmin());
    renderConsole('/admin', '/subscriptions');
    await screen.findByText('Sam Rivera');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Payment overdue' }));

    await waitFor(() => expect(filtersSent(seen)).toContainEqual({ status: 'past_due' }));
  });

  it('sorts only by what the server sorts: the period end, not the learner', async () => {
    const seen = fakeFetch(page([overdue, ended]), ...references);
    $user.set(makeSuperAdmin());
    renderConsole('/admin', '/subscriptions');
    await screen.findByText('Sam Rivera');

    const learner = screen.getByRole('columnheader', { name: 'Learner' });
    expect(within(learner).queryByRole('button')).toBeNull();
    const periodEnds = screen.getByRole('columnheader', { name: /Period ends/ });
    fireEvent.click(within(periodEnds).getByRole('button'));

    const sorts = () =>
      seen
        .filter((r) => r.url.startsWith('/api/v1/admin/subscriptions?'))
        .map((r) => new URLSearchParams(r.url.split('?')[1]).get('sort'));
    expect(sorts()[0]).toBe('["created_at","DESC"]');
    await waitFor(() => expect(sorts()).toContain('["current_period_end","ASC"]'));
  });

  it('offers a super admin the school filter and column', async () => {
    fakeFetch(page([overdue]), ...references);
    $user.set(makeSuperAdmin());
    renderConsole('/admin', '/subscriptions');
    await screen.findByText('Sam Rivera');

    expect(screen.getByLabelText('School')).toBeTruthy();
  });

  it('shows a school admin neither a school filter nor a school column: the list is their school', async () => {
    fakeFetch(page([overdue]), ...references);
    $user.set(schoolAdmin());
    renderConsole('/admin', '/subscriptions');
    await screen.findByText('Sam Rivera');

    expect(screen.getByRole('combobox', { name: 'Status' })).toBeTruthy();
    expect(screen.queryByLabelText('School')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: /School/ })).toBeNull();
  });

  it('says there are no subscriptions yet, and links to course prices', async () => {
    fakeFetch(page([]), ...references);
    $user.set(makeSuperAdmin());
    renderConsole('/admin', '/subscriptions');

    expect(await screen.findByText('No subscriptions yet')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Course prices' }).length).toBeGreaterThan(0);
  });

  it('opens from the spec’s subscriptions address, with course prices a click away', async () => {
    fakeFetch(page([overdue]), ...references);
    $user.set(makeSuperAdmin());
    renderConsole('/admin', '/subscription');

    expect(await screen.findByText('Sam Rivera')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Course prices' }).getAttribute('href')).toBe(
      '/courses',
    );
  });
});
