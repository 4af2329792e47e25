import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { $user, UserRole } from '@kyu/core';
import type { Attention } from '@kyu/core/contract';
import { makeSuperAdmin } from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';
import { renderConsole } from '../../test/render-console';

const item = (id: string, label: string) => ({ id, label, at: '2026-03-02T10:00:00.000Z' });
const attention = (over: Partial<Attention> = {}): Attention => ({
  reported_questions: { count: 3, newest: [item('7', 'Typo here (on "Add 1/3")')] },
  failed_jobs: { count: 1, newest: [item('a1', 'worksheet-generation: model timed out')] },
  payment_failures: { count: 0, newest: [] },
  documents_not_indexed: { count: 1, newest: [item('9', 'Scanned worksheet')] },
  ...over,
});
const LOADED = { timeout: 8000 };

describe('admin console: the home page', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    $user.set(null);
  });

  it('shows what needs attention, each group linking to its page', async () => {
    fakeFetch(on('GET', '/api/v1/admin/attention', { body: attention() }));
    $user.set(makeSuperAdmin({ user_role_id: UserRole.admin }));
    renderConsole('/admin', '/');

    const reports = await screen.findByRole('region', { name: 'Open question reports' }, LOADED);
    expect(within(reports).getByRole('heading').textContent).toBe('Open question reports: 3');
    expect(within(reports).getByText(/typo here/i)).toBeTruthy();
    expect(
      within(reports).getByRole('link', { name: 'Go to reported questions' }).getAttribute('href'),
    ).toBe('/reported-questions');
    expect(screen.getByText(/model timed out/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Payments past due: 0' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to RAG management' }).getAttribute('href')).toBe(
      '/rag-management',
    );
  });

  it('leaves out failed jobs for a school admin, to whom the server answers none', async () => {
    fakeFetch(on('GET', '/api/v1/admin/attention', { body: attention({ failed_jobs: null }) }));
    $user.set(makeSuperAdmin({ user_role_id: UserRole.admin }));
    renderConsole('/admin', '/');

    await screen.findByRole('region', { name: 'Open question reports' }, LOADED);
    expect(screen.queryByText(/failed jobs/i)).toBeNull();
  });
});
