import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { $user, UserRole } from '@kyu/core';
import type { AdminSchool } from '@kyu/core/contract';
import { renderConsole } from '../../test/render-console';
import { makeAdminSchool, makeSuperAdmin } from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';

const openLeaguesTab = (school: Partial<AdminSchool>) => {
  const seen = fakeFetch(
    on('GET', '/api/v1/admin/schools/7', { body: makeAdminSchool(school) }),
    on('PUT', '/api/v1/admin/schools/7', { body: makeAdminSchool() }),
  );
  $user.set(makeSuperAdmin({ user_role_id: UserRole.admin }));
  renderConsole('/admin', '/schools/7/leagues');
  return seen;
};

const sentBody = async (seen: ReturnType<typeof fakeFetch>) => {
  fireEvent.click(screen.getByRole('button', { name: /save/i }));
  await waitFor(() => expect(seen.filter((r) => r.method === 'PUT')).toHaveLength(1));
  return JSON.parse(String(seen.find((r) => r.method === 'PUT')!.body)) as Record<string, unknown>;
};

describe("a school's leagues tab", () => {
  afterEach(() => {
    cleanup();
    $user.set(null);
  });

  it('turns weekly leagues off, hides the grouping and sends the switch with the scope kept', async () => {
    const seen = openLeaguesTab({ leagues_enabled: true, league_scope: 'class' });

    const toggle = await screen.findByLabelText("Weekly leagues for this school's students");
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    expect(screen.getByRole('combobox', { name: /league groups/i }).textContent).toBe(
      'Each class apart',
    );
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(screen.queryByRole('combobox', { name: /league groups/i })).toBe(null),
    );

    expect(await sentBody(seen)).toMatchObject({ leagues_enabled: false, league_scope: 'class' });
  });

  it('groups the students of each class apart when the admin picks it', async () => {
    const seen = openLeaguesTab({ leagues_enabled: true, league_scope: 'school' });

    const groups = await screen.findByRole('combobox', { name: /league groups/i });
    await waitFor(() => expect(groups.textContent).toBe('Whole school'));
    fireEvent.mouseDown(groups);
    fireEvent.click(await screen.findByRole('option', { name: 'Each class apart' }));

    expect(await sentBody(seen)).toMatchObject({ leagues_enabled: true, league_scope: 'class' });
  });
});
