import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { $academicLevels, $subjects, $user, UserRole } from '@kyu/core';
import type { Onboarding } from '@kyu/core/contract';
import { renderConsole } from '../../test/render-console';
import { makeSuperAdmin } from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';
import { $onboarding } from './onboarding-store';

const onboarding = (over: Partial<Onboarding> = {}): Onboarding => ({
  display_name: 'Ms Okafor',
  academic_level_id: null,
  subject_ids: [3, 4],
  school_name: 'Hillside High',
  learning_goal: null,
  heard_about_us: null,
  ...over,
});

describe('assessments (curriculum landing)', () => {
  afterEach(() => {
    cleanup();
    cleanStores($onboarding);
    $academicLevels.set(null);
    $subjects.set(null);
    $user.set(null);
  });

  it("shows the user's onboarding and how complete it is", async () => {
    fakeFetch(on('GET', '/api/v1/users/onboarding', { body: onboarding() }));
    $user.set(makeSuperAdmin({ user_role_id: UserRole.curriculum }));
    renderConsole('/assessments');

    expect(await screen.findByText('Ms Okafor')).toBeTruthy();
    expect(screen.getByText('50%')).toBeTruthy();
    expect(screen.getByText('Subject 3, Subject 4')).toBeTruthy();
  });

  it('names the academic level and subjects from the reference lists', async () => {
    fakeFetch(
      on('GET', '/api/v1/users/onboarding', { body: onboarding({ academic_level_id: 5 }) }),
      on('GET', '/api/v1/academic-levels', { body: [{ id: 5, name: 'Primary 5' }] }),
      on('GET', '/api/v1/subjects', {
        body: [
          { id: 3, name: 'Mathematics' },
          { id: 4, name: 'Science' },
        ],
      }),
    );
    $user.set(makeSuperAdmin({ user_role_id: UserRole.curriculum }));
    renderConsole('/assessments');

    expect(await screen.findByText('Primary 5')).toBeTruthy();
    expect(await screen.findByText('Mathematics, Science')).toBeTruthy();
  });

  it('says no assessments are generated yet', async () => {
    fakeFetch(
      on('GET', '/api/v1/users/onboarding', { body: onboarding() }),
      on('GET', '/api/v1/admin/assessments?page=1&size=20', {
        body: { items: [], total: 0, page: 1, size: 20 },
      }),
    );
    $user.set(makeSuperAdmin({ user_role_id: UserRole.curriculumGuest }));
    renderConsole('/assessments');

    expect(await screen.findByText(/no generated assessments yet/i)).toBeTruthy();
  });
});
