import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { $user, UserRole } from '@kyu/core';
import type { QuestionReport } from '@kyu/core/contract';
import { makeSuperAdmin } from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';
import { renderConsole } from '../../test/render-console';

const report = (over: Partial<QuestionReport> = {}): QuestionReport => ({
  id: 9,
  message: 'Option B is also right.',
  reporter: 'Sam Pupil',
  reporter_id: 12,
  created_at: '2026-03-01T08:30:00.000Z',
  resolved: false,
  question: { id: 41, text: 'Which is **even**?', question_type_id: 1, course_name: 'Maths 5' },
  ...over,
});
const pageOf = (items: QuestionReport[]) => ({
  body: { items, total_count: items.length, page: 1, size: 50 },
});
// The page is loaded lazily, which takes a while the first time on a busy machine.
const LOADED = { timeout: 8000 };

describe('admin console: reported questions', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    $user.set(null);
  });

  it('lists open reports beside their questions and resolves one by its named button', async () => {
    let open = [report(), report({ id: 10, reporter: 'Public', reporter_id: null })];
    const seen = fakeFetch(
      on('GET', /^\/api\/v1\/admin\/question-reports\?resolved=false/, () => pageOf(open)),
      on('PATCH', '/api/v1/admin/question-reports/9', () => {
        open = open.filter((r) => r.id !== 9);
        return { body: { ok: true } };
      }),
    );
    $user.set(makeSuperAdmin({ user_role_id: UserRole.admin }));
    renderConsole('/admin', '/reported-questions');

    expect(await screen.findAllByText('Option B is also right.', {}, LOADED)).toHaveLength(2);
    expect(screen.getAllByText('Which is even?')).toHaveLength(2);
    expect(screen.getByText(/^Public,/)).toBeTruthy();
    expect(screen.getAllByText(/Maths 5 · Single choice/)).toHaveLength(2);
    expect(screen.getByRole('menuitem', { name: /reported questions/i })).toBeTruthy();

    const buttons = screen.getAllByRole('button', {
      name: 'Resolve the report on: Which is even?',
    });
    fireEvent.click(buttons[0]!);
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /^Resolve the report/ })).toHaveLength(1),
    );
    const patch = seen.find((r) => r.method === 'PATCH');
    expect(JSON.parse(String(patch?.body))).toEqual({ resolved: true });
  });

  it('shows resolved reports, to reopen, when asked', async () => {
    fakeFetch(
      on('GET', /resolved=false/, pageOf([])),
      on('GET', /resolved=true/, pageOf([report({ resolved: true })])),
    );
    $user.set(makeSuperAdmin({ user_role_id: UserRole.admin }));
    renderConsole('/admin', '/reported-questions');

    expect(await screen.findByText('No open reports.', {}, LOADED)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Show resolved reports'));
    expect(
      await screen.findByRole('button', { name: 'Reopen the report on: Which is even?' }),
    ).toBeTruthy();
  });

  it('says why when resolving is refused', async () => {
    fakeFetch(
      on('GET', /resolved=false/, pageOf([report()])),
      on('PATCH', '/api/v1/admin/question-reports/9', {
        status: 403,
        body: {
          type: 'about:blank',
          title: 'Forbidden',
          status: 403,
          detail: "A school administrator resolves only reports on their own school's questions.",
        },
      }),
    );
    $user.set(makeSuperAdmin({ user_role_id: UserRole.admin, school_id: 2 }));
    renderConsole('/admin', '/reported-questions');

    fireEvent.click(await screen.findByRole('button', { name: /^Resolve the report/ }, LOADED));
    expect((await screen.findByRole('alert')).textContent).toMatch(/own school/i);
  });
});
