import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { $user } from '@kyu/core';
import type { ActivationBatch } from '@kyu/core/contract';
import { renderConsole } from '../../test/render-console';
import { makeSuperAdmin } from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';

const batch: ActivationBatch = {
  id: 4,
  name: 'Year 5 cards',
  school_id: 1,
  created_by: 2,
  count: 30,
  redeemed_count: 12,
  course_ids: [3],
  expires_at: null,
  access_days: 365,
  created_at: '2026-11-01T09:00:00.000Z',
};
const course = {
  id: 3,
  name: 'P5 Mathematics',
  subject_id: 1,
  subject_name: 'Mathematics',
  academic_level_id: 5,
  academic_level_name: 'Primary 5',
  school_id: null,
  is_active: true,
};

describe('the activation codes console', () => {
  afterEach(() => {
    cleanup();
    $user.set(null);
  });

  it('lists each batch with how many of its codes are used, and a CSV download', async () => {
    fakeFetch(
      on('GET', /^\/api\/v1\/admin\/activation-codes\/batches\?/, {
        body: [batch],
        headers: { 'Content-Range': 'items 0-0/1' },
      }),
    );
    $user.set(makeSuperAdmin());
    renderConsole('/admin', '/activation-codes/batches');
    const row = (await screen.findByText('Year 5 cards')).closest('tr')!;
    expect(within(row).getByText('12 of 30')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Download CSV' })).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Show codes' })).toBeTruthy();
  });

  it('activates a course for a child by hand and says until when', async () => {
    const seen = fakeFetch(
      on('GET', '/api/v1/courses', { body: { courses: [course] } }),
      on('POST', '/api/v1/admin/course-activations', {
        status: 201,
        body: { child_id: 42, course_id: 3, starts_at: '2026-11-25T00:00:00.000Z', ends_at: null },
      }),
    );
    $user.set(makeSuperAdmin());
    renderConsole('/admin', '/course-activations');
    fireEvent.change(await screen.findByLabelText("Child's user id"), { target: { value: '42' } });
    await screen.findByRole('option', { name: /P5 Mathematics/ });
    fireEvent.change(screen.getByLabelText(/^Course/), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect((await screen.findByRole('status')).textContent).toContain('with no end');
    await waitFor(() => expect(seen.some((r) => r.method === 'POST')).toBe(true));
    const post = seen.find((r) => r.method === 'POST')!;
    expect(JSON.parse(String(post.body))).toEqual({ child_id: 42, course_id: 3 });
  });
});
