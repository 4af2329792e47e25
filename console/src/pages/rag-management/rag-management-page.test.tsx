import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { $user, UserRole } from '@kyu/core';
import { renderConsole } from '../../test/render-console';
import { makeAdminUser, makeSuperAdmin } from '@kyu/test-support/data';
import { fakeFetch, type SeenRequest } from '@kyu/test-support/fetch';

const TOTALS: Record<string, number> = {
  schools: 4,
  '1': 120,
  '2': 9,
  '3': 2,
  '4': 0,
  '5': 0,
  '6': 30,
};

// Answers the admin lists as the server would: one page, and the total in Content-Range.
const adminLists = ({ method, url }: SeenRequest) => {
  const match = /^\/api\/v1\/admin\/(schools|users)\?(.*)$/.exec(url);
  if (method !== 'GET' || !match) return undefined;
  const query = new URLSearchParams(match[2]);
  const filter = JSON.parse(query.get('filter') ?? '{}') as { user_role_id?: number };
  const key = match[1] === 'schools' ? 'schools' : String(filter.user_role_id ?? 'all');
  const body = key === 'all' ? [makeAdminUser({ first_name: 'Newest', last_name: 'Pupil' })] : [];
  return { body, headers: { 'Content-Range': `items 0-0/${TOTALS[key] ?? body.length}` } };
};

describe('RAG management', () => {
  afterEach(() => {
    cleanup();
    $user.set(null);
  });

  it('shows the number of schools and of users in each role', async () => {
    const seen = fakeFetch(adminLists);
    $user.set(makeSuperAdmin({ user_role_id: UserRole.admin }));
    renderConsole('/admin', '/rag-management');

    const schools = (await screen.findByText('Schools', { selector: 'dt' })).nextElementSibling!;
    await screen.findByText('120');
    expect(schools.textContent).toBe('4');
    expect(screen.getByText('Students', { selector: 'dt' }).nextElementSibling!.textContent).toBe(
      '120',
    );
    expect(screen.getByText('Parents', { selector: 'dt' }).nextElementSibling!.textContent).toBe(
      '30',
    );
    expect(seen.some((r) => r.url.includes(encodeURIComponent('[0,0]')))).toBe(true);
  });

  it('lists the latest sign-ups', async () => {
    fakeFetch(adminLists);
    $user.set(makeSuperAdmin({ user_role_id: UserRole.admin }));
    renderConsole('/admin', '/rag-management');

    expect(await screen.findByText('Newest Pupil')).toBeTruthy();
  });
});
