import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { $user, UserRole } from '@kyu/core';
import type { Worksheet } from '@kyu/core/contract';
import { makeSuperAdmin } from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';
import { renderConsole } from '../../test/render-console';
import { $onboarding } from './onboarding-store';

const assessment = (over: Partial<Worksheet> = {}): Worksheet => ({
  id: 31,
  title: 'Rivers test 1 of 1',
  course_id: 4,
  school_id: null,
  owner_id: 2,
  worksheet_group_type: null,
  question_ids: [1, 2],
  time_limit: null,
  owner_class_id: null,
  is_shared: false,
  created_at: '2026-03-01T08:30:00.000Z',
  ...over,
});
const pageOf = (items: Worksheet[]) => ({
  body: { items, total: items.length, page: 1, size: 20 },
});
const onboarding = on('GET', '/api/v1/users/onboarding', {
  body: {
    display_name: 'Ms Okafor',
    academic_level_id: null,
    subject_ids: [],
    school_name: null,
    learning_goal: null,
    heard_about_us: null,
  },
});
const LOADED = { timeout: 15_000 };

describe('curriculum console: generated assessments', { timeout: 40_000 }, () => {
  afterEach(() => {
    cleanup();
    cleanStores($onboarding);
    $user.set(null);
  });

  it('generates assessments as a job with a progress bar, then lists them to export', async () => {
    let made: Worksheet[] = [];
    let polls = 0;
    const seen = fakeFetch(
      onboarding,
      on('GET', '/api/v1/courses', {
        body: {
          courses: [
            { id: 4, name: 'Geography', subject_name: 'Humanities', academic_level_name: 'P5' },
          ],
        },
      }),
      on('GET', /^\/api\/v1\/admin\/assessments\?/, () => pageOf(made)),
      on('POST', '/api/v1/admin/assessments/generate', { body: { job_id: 9 } }),
      on('GET', '/api/v1/admin/assessments/generation/jobs/9', () => {
        polls++;
        const done = polls > 1;
        if (done) made = [assessment()];
        return {
          body: {
            job_id: 9,
            status: done ? 'done' : 'running',
            made: done ? 1 : 0,
            total: 1,
            worksheet_ids: done ? [31] : [],
            error: null,
          },
        };
      }),
    );
    $user.set(makeSuperAdmin({ user_role_id: UserRole.curriculum }));
    renderConsole('/assessments');

    expect(await screen.findByText('No generated assessments yet.', {}, LOADED)).toBeTruthy();
    await screen.findByRole('option', { name: 'Geography (Humanities, P5)' }, LOADED);
    fireEvent.change(screen.getByLabelText(/^Course/), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Purpose'), { target: { value: 'Rivers test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate assessments' }));

    expect(
      await screen.findByRole('progressbar', { name: 'Worksheets made' }, LOADED),
    ).toBeTruthy();
    expect(
      await screen.findByRole('button', { name: 'Export Rivers test 1 of 1 to Word' }, LOADED),
    ).toBeTruthy();
    const post = seen.find((r) => r.method === 'POST');
    expect(JSON.parse(String(post?.body))).toMatchObject({
      course_id: 4,
      purpose: 'Rivers test',
      number_of_worksheets: 1,
    });
  });

  it('shows a curriculum guest the published assessments, without the generate form', async () => {
    fakeFetch(
      onboarding,
      on('GET', /^\/api\/v1\/admin\/assessments\?/, pageOf([assessment({ is_shared: true })])),
    );
    $user.set(makeSuperAdmin({ user_role_id: UserRole.curriculumGuest }));
    renderConsole('/assessments');

    expect(await screen.findByText(/Rivers test 1 of 1/, {}, LOADED)).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Generate assessments' })).toBeNull(),
    );
  });
});
