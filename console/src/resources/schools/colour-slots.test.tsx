import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { $user, UserRole } from '@kyu/core';
import { renderConsole } from '../../test/render-console';
import { makeAdminSchool, makeSuperAdmin } from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';

describe("a school's colours", () => {
  afterEach(() => {
    cleanup();
    $user.set(null);
  });

  it('names no colour slot like a school level, and keeps each label above its swatch', async () => {
    fakeFetch(on('GET', '/api/v1/admin/schools/7', { body: makeAdminSchool() }));
    $user.set(makeSuperAdmin({ user_role_id: UserRole.admin }));
    renderConsole('/admin', '/schools/7/colours');

    expect(await screen.findByLabelText('Supporting 1')).toBeTruthy();
    expect(screen.getByLabelText('Accent 3')).toBeTruthy();
    expect(screen.queryByLabelText(/^secondary/i)).toBeNull();
    const labels = [...document.querySelectorAll('label.MuiInputLabel-root')].filter((l) =>
      /^(?:Primary|Supporting|Accent|Highlight)/.test(l.textContent ?? ''),
    );
    expect(labels).toHaveLength(10);
    // A label left resting inside an empty field would sit over the colour picker's swatch.
    for (const label of labels) expect(label.getAttribute('data-shrink')).toBe('true');
  });
});
