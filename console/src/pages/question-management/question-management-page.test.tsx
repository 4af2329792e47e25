import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { $user, UserRole } from '@kyu/core';
import type { AdminQuestionRow } from '@kyu/core/contract';
import { makeSuperAdmin } from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';
import { renderConsole } from '../../test/render-console';

const row = (over: Partial<AdminQuestionRow> = {}): AdminQuestionRow => ({
  id: 12,
  text: 'What is **half** of 10?',
  question_type_id: 1,
  difficulty_level_id: 2,
  course_id: 3,
  course_name: 'Maths 5',
  school_id: 1,
  is_enabled: true,
  is_approved: false,
  need_review: true,
  has_passage: true,
  image_count: 1,
  has_audio: false,
  ...over,
});
const pageOf = (items: AdminQuestionRow[]) => ({
  body: { items, total_count: items.length, page: 1, size: 25 },
});
// The page is loaded lazily, which takes a while the first time on a busy machine.
const LOADED = { timeout: 8000 };

describe('admin console: question management', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    $user.set(null);
  });

  it('lists questions with state chips, filters them, and approves the ticked ones at once', async () => {
    let rows = [
      row(),
      row({
        id: 13,
        text: 'Solve x + 1 = 3',
        is_approved: true,
        need_review: false,
        has_passage: false,
        image_count: 0,
      }),
    ];
    const seen = fakeFetch(
      on('GET', '/api/v1/subjects', { body: [{ id: 1, name: 'Maths' }] }),
      on('GET', '/api/v1/academic-levels', { body: [{ id: 2, name: 'Grade 5' }] }),
      on('GET', /^\/api\/v1\/admin\/courses\?/, { body: [{ id: 3, name: 'Maths 5' }] }),
      on('GET', '/api/v1/questions/course-taggings/3', {
        body: [{ id: 7, course_id: 3, topic_name: 'Fractions', question_count: 1 }],
      }),
      on('GET', /^\/api\/v1\/admin\/questions\?/, () => pageOf(rows)),
      on('POST', '/api/v1/admin/questions/state', () => {
        rows = rows.map((r) => ({ ...r, is_approved: true, need_review: false }));
        return { body: { changed: 1 } };
      }),
    );
    $user.set(makeSuperAdmin({ user_role_id: UserRole.admin }));
    renderConsole('/admin', '/question-management');

    const table = await screen.findByRole('table', { name: 'Questions' }, LOADED);
    expect(screen.getByRole('menuitem', { name: /question management/i })).toBeTruthy();
    const first = within(table).getByRole('checkbox', {
      name: 'Select question 12: What is half of 10?',
    });
    // The state is chips, one a state, not words run together.
    const states = within(table).getAllByLabelText('State')[0]!;
    const chips = [...states.querySelectorAll('.MuiChip-root')].map((c) => c.textContent);
    expect(chips).toEqual(['Not approved', 'Needs review', 'Enabled']);
    expect(within(table).getByText('passage, 1 image')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: /state/i }), {
      target: { value: 'needs_review' },
    });
    await waitFor(() =>
      expect(seen.some((r) => r.method === 'GET' && /state=needs_review/.test(r.url))).toBe(true),
    );

    fireEvent.change(await screen.findByRole('combobox', { name: /course/i }), {
      target: { value: '3' },
    });
    fireEvent.change(await screen.findByRole('combobox', { name: /topic/i }), {
      target: { value: '7' },
    });
    await waitFor(() =>
      expect(seen.some((r) => /course_id=3&course_tagging_id=7/.test(r.url))).toBe(true),
    );

    fireEvent.click(await screen.findByRole('checkbox', { name: /^Select question 12:/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Approve the 1 selected questions' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1 question changed.'));
    const post = seen.find((r) => r.method === 'POST');
    expect(JSON.parse(String(post?.body))).toEqual({ action: 'approve', ids: [12] });
    await waitFor(() =>
      expect(within(screen.getByRole('table')).queryByText('Needs review')).toBeNull(),
    );
    expect(first).toBeTruthy();
  });
});
