import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { $user, TeacherRole, UserRole } from '@kyu/core';
import { makeSuperAdmin } from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';
import { renderConsole } from '../test/render-console';

describe('the console app bar', () => {
  afterEach(() => {
    cleanup();
    $user.set(null);
  });

  it("names the user menu with the user's name it shows", async () => {
    fakeFetch(on('GET', '/api/v1/teachers/class', { body: [] }));
    $user.set(
      makeSuperAdmin({
        first_name: 'Daniel',
        last_name: 'Wong',
        user_role_id: UserRole.teacher,
        teacher_role_id: TeacherRole.admin,
      }),
    );
    renderConsole('/teacher', '/reports');

    expect(await screen.findByRole('button', { name: 'Daniel Wong, profile' })).toBeTruthy();
  });
});
