import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { $user, UserRole } from '@kyu/core';
import { formatDateTime } from '@kyu/core/format';
import { renderConsole } from '../../test/render-console';
import { onScreenWidth } from '../../test/screen-width';
import { makeAdminSchool, makeAdminUser, makeSuperAdmin } from '@kyu/test-support/data';
import { fakeFetch, on, type SeenRequest } from '@kyu/test-support/fetch';

const sam = makeAdminUser();
const kim = makeAdminUser({
  id: 12,
  first_name: 'Kim',
  last_name: 'Ng',
  user_role_id: UserRole.teacher,
  is_active: false,
});

const lists = [
  on('GET', /^\/api\/v1\/admin\/users\?/, {
    body: [sam, kim],
    headers: { 'Content-Range': 'items 0-1/2' },
  }),
  on('GET', /^\/api\/v1\/admin\/schools\?/, { body: [makeAdminSchool()] }),
];
const saved = (r: SeenRequest) => ({
  body: { ...sam, ...JSON.parse(String(r.body)), id: Number(r.url.split('/').pop()) },
});

describe('the users list', () => {
  afterEach(() => {
    cleanup();
    $user.set(null);
  });

  it('shows each user with their role and school by name', async () => {
    fakeFetch(...lists);
    $user.set(makeSuperAdmin());
    renderConsole('/admin', '/users');

    const row = (await screen.findByText('Sam Rivera')).closest('tr')!;
    expect(within(row).getByText('Student')).toBeTruthy();
    expect(await within(row).findByText('Hillside High')).toBeTruthy();
    expect(within(row).getByText('Never')).toBeTruthy();
  });

  it("writes a sign-in's moment as every screen does, in the school's locale and time zone", async () => {
    fakeFetch(
      on('GET', /^\/api\/v1\/admin\/users\?/, {
        body: [{ ...sam, last_logged_in: '2026-05-11T20:30:00.000Z' }],
        headers: { 'Content-Range': 'items 0-0/1' },
      }),
      lists[1]!,
    );
    $user.set(makeSuperAdmin());
    renderConsole('/admin', '/users');

    const row = (await screen.findByText('Sam Rivera')).closest('tr')!;
    // 20:30 UTC on the 11th is 4:30 am on the 12th in Singapore: never 5/11/2026 or 11/05/2026.
    expect(within(row).getByText(formatDateTime('2026-05-11T20:30:00.000Z'))).toBeTruthy();
    expect(within(row).getByText(/^12 May 2026/)).toBeTruthy();
  });

  it("names each row's select checkbox on the checkbox itself", async () => {
    fakeFetch(...lists);
    $user.set(makeSuperAdmin());
    renderConsole('/admin', '/users');

    const row = (await screen.findByText('Sam Rivera')).closest('tr')!;
    const select = within(row).getByRole('checkbox', { name: 'Select this row' });
    expect(select.tagName).toBe('INPUT');
    expect(row.querySelectorAll('[aria-label="Select this row"]')).toHaveLength(1);
  });

  it("links each row to the user's edit page, for keyboard users too", async () => {
    fakeFetch(...lists);
    $user.set(makeSuperAdmin());
    renderConsole('/admin', '/users');

    const row = (await screen.findByText('Sam Rivera')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/users/11');
  });

  it('deactivates an active user from the row once the admin confirms', async () => {
    const seen = fakeFetch(on('PUT', '/api/v1/admin/users/11', saved), ...lists);
    $user.set(makeSuperAdmin());
    renderConsole('/admin', '/users');

    const row = (await screen.findByText('Sam Rivera')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Sam Rivera?' });
    expect(seen.some((r) => r.method === 'PUT')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    await waitFor(() => expect(seen.some((r) => r.method === 'PUT')).toBe(true));
    const put = seen.find((r) => r.method === 'PUT')!;
    expect(JSON.parse(String(put.body))).toEqual({ is_active: false });
  });

  it('shows each state as a chip', async () => {
    fakeFetch(...lists);
    $user.set(makeSuperAdmin());
    renderConsole('/admin', '/users');

    const row = (await screen.findByText('Kim Ng')).closest('tr')!;
    expect(within(row).getByText('Inactive').closest('.MuiChip-root')).toBeTruthy();
  });

  it('lists users plainly on a phone, each linking to its edit page, with no table', async () => {
    onScreenWidth(360);
    fakeFetch(...lists);
    $user.set(makeSuperAdmin());
    renderConsole('/admin', '/users');

    const sam = (await screen.findByText('Sam Rivera')).closest('a')!;
    expect(sam.getAttribute('href')).toBe('/users/11');
    expect(within(sam).getByText(/Student/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers Activate for an inactive user', async () => {
    fakeFetch(...lists);
    $user.set(makeSuperAdmin());
    renderConsole('/admin', '/users');

    const row = (await screen.findByText('Kim Ng')).closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Activate' })).toBeTruthy();
  });

  it('activates every selected user at once', async () => {
    const seen = fakeFetch(on('PUT', /^\/api\/v1\/admin\/users\/\d+$/, saved), ...lists);
    $user.set(makeSuperAdmin());
    renderConsole('/admin', '/users');

    await screen.findByText('Sam Rivera');
    fireEvent.click(screen.getByRole('checkbox', { name: /select all/i }));
    await screen.findByText(/2 items selected/i);
    const bulk = screen.getAllByRole('button', { name: 'Activate' }).find((b) => !b.closest('tr'));
    fireEvent.click(bulk!);

    await waitFor(() => expect(seen.filter((r) => r.method === 'PUT')).toHaveLength(2));
    expect(
      seen
        .filter((r) => r.method === 'PUT')
        .map((r) => r.url)
        .sort(),
    ).toEqual(['/api/v1/admin/users/11', '/api/v1/admin/users/12']);
  });
});
