import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { $user, UserRole } from '@kyu/core';
import type { LogsheetEntry } from '@kyu/core/contract';
import { makeSuperAdmin } from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';
import { renderConsole } from '../../test/render-console';
import { onScreenWidth } from '../../test/screen-width';

const entry = (over: Partial<LogsheetEntry> = {}): LogsheetEntry => ({
  id: 1,
  at: '2026-03-01T08:30:00.000Z',
  actor_id: 4,
  actor_role_id: 3,
  actor_name: 'Hana Head',
  actor_email: 'head@hillside.example',
  school_id: 2,
  school_name: 'Hillside',
  action: 'PUT /admin/schools/{id}',
  target_id: 2,
  target_name: 'Hillside Academy',
  status: 200,
  ip: '203.0.113.9',
  ...over,
});
const page = (items: LogsheetEntry[], total = items.length) => ({
  body: { items, total_count: total, page: 1, size: 50 },
});
const schools = on('GET', /^\/api\/v1\/admin\/schools\?/, {
  body: [
    { id: 2, school_name: 'Hillside' },
    { id: 3, school_name: 'Riverside' },
  ],
  headers: { 'Content-Range': 'schools 0-1/2' },
});
// The page is loaded lazily, which takes a while the first time on a busy machine.
const LOADED = { timeout: 8000 };
const logsheetCalls = (seen: { url: string }[]) =>
  seen.filter((r) => r.url.includes('/admin/logsheet')).map((r) => new URL(r.url, 'http://x'));

describe('admin console: the log sheet', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    $user.set(null);
  });

  it('lists entries newest first with what happened in words, where, a page at a time', async () => {
    fakeFetch(schools, on('GET', /^\/api\/v1\/admin\/logsheet\?/, page([entry()], 120)));
    $user.set(makeSuperAdmin({ user_role_id: UserRole.admin }));
    renderConsole('/admin', '/logsheet');

    const what = "Hillside Academy's brand changed by Hana Head";
    expect(await screen.findByText(what, {}, LOADED)).toBeTruthy();
    expect(screen.queryByText(/PUT|\/admin\/schools|\{id\}/)).toBeNull();
    expect(screen.getByText('head@hillside.example')).toBeTruthy();
    expect(screen.getByText(/page 1 of 3 \(120 entries\)/i)).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: /log sheet/i })).toBeTruthy();
  });

  it('shows a refused sign-in with no person', async () => {
    fakeFetch(
      schools,
      on(
        'GET',
        /^\/api\/v1\/admin\/logsheet\?/,
        page([
          entry({
            action: 'sign-in failed',
            actor_id: null,
            actor_role_id: null,
            actor_name: null,
            actor_email: null,
            school_id: null,
            school_name: null,
            target_id: null,
            status: 401,
          }),
        ]),
      ),
    );
    $user.set(makeSuperAdmin({ user_role_id: UserRole.admin }));
    renderConsole('/admin', '/logsheet');

    expect(await screen.findByText('A sign-in was refused', {}, LOADED)).toBeTruthy();
    expect(screen.getAllByText('—').length).toBeGreaterThan(0);
  });

  it('asks the server for the person, school, action and dates chosen, from page 1', async () => {
    const seen = fakeFetch(
      schools,
      on('GET', /^\/api\/v1\/admin\/logsheet\?/, page([entry()], 120)),
    );
    $user.set(makeSuperAdmin({ user_role_id: UserRole.admin }));
    renderConsole('/admin', '/logsheet');
    await screen.findByText(/by Hana Head/, {}, LOADED);

    fireEvent.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(logsheetCalls(seen).at(-1)?.searchParams.get('page')).toBe('2'));
    await screen.findByRole('option', { name: 'Riverside' });
    fireEvent.change(screen.getByLabelText(/school/i), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText(/person/i), { target: { value: 'hana' } });
    fireEvent.change(screen.getByLabelText(/what happened/i), { target: { value: 'sign-in' } });
    fireEvent.change(screen.getByLabelText(/from/i), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText(/^to/i), { target: { value: '2026-03-02' } });

    await waitFor(() =>
      expect(Object.fromEntries(logsheetCalls(seen).at(-1)!.searchParams)).toEqual({
        page: '1',
        size: '50',
        person: 'hana',
        school_id: '3',
        action: 'sign-in',
        from: '2026-03-01',
        to: '2026-03-02',
      }),
    );
  });

  it('lists entries plainly on a phone, in words, with no table', async () => {
    onScreenWidth(360);
    fakeFetch(schools, on('GET', /^\/api\/v1\/admin\/logsheet\?/, page([entry()])));
    $user.set(makeSuperAdmin({ user_role_id: UserRole.admin }));
    renderConsole('/admin', '/logsheet');

    expect(
      await screen.findByText("Hillside Academy's brand changed by Hana Head", {}, LOADED),
    ).toBeTruthy();
    expect(screen.getByText(/Hillside · head@hillside.example/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("says why when the server refuses, as for another school's entries", async () => {
    fakeFetch(
      schools,
      on('GET', /^\/api\/v1\/admin\/logsheet\?/, {
        status: 403,
        body: {
          type: 'about:blank',
          title: 'Forbidden',
          status: 403,
          detail: "A school administrator reads only their own school's logsheet.",
        },
      }),
    );
    $user.set(makeSuperAdmin({ user_role_id: UserRole.admin, school_id: 2 }));
    renderConsole('/admin', '/logsheet');

    expect((await screen.findByRole('alert', {}, LOADED)).textContent).toMatch(/own school/i);
  });
});
