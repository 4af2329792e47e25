import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { $user, UserRole } from '@kyu/core';
import { renderConsole } from '../../test/render-console';
import { makeAdminSchool, makeSuperAdmin } from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';

describe('editing a school', () => {
  afterEach(() => {
    cleanup();
    $user.set(null);
  });

  it("puts the server's field error under the input and keeps the form open", async () => {
    const seen = fakeFetch(
      on('GET', '/api/v1/admin/schools/7', { body: makeAdminSchool() }),
      on('PUT', '/api/v1/admin/schools/7', {
        status: 400,
        body: {
          type: 'about:blank',
          title: 'Bad Request',
          status: 400,
          errors: { '/domain_name': ['is already used by another school'] },
        },
      }),
    );
    $user.set(makeSuperAdmin({ user_role_id: UserRole.admin }));
    renderConsole('/admin', '/schools/7');

    const domain = await screen.findByLabelText(/domain/i);
    await waitFor(() => expect((domain as HTMLInputElement).value).toBe('hillside.example.org'));
    fireEvent.change(domain, { target: { value: 'taken.example.org' } });
    fireEvent.click(screen.getByRole('button', { name: /save/i }));

    expect(await screen.findByText('is already used by another school')).toBeTruthy();
    expect(seen.filter((r) => r.method === 'PUT')).toHaveLength(1);
  });

  it('edits the terms and privacy texts as plain multiline text, and sends a cleared one as null', async () => {
    const seen = fakeFetch(
      on('GET', '/api/v1/admin/schools/7', {
        body: makeAdminSchool({ privacy_text: 'Old privacy.' }),
      }),
      on('PUT', '/api/v1/admin/schools/7', { body: makeAdminSchool() }),
    );
    $user.set(makeSuperAdmin({ user_role_id: UserRole.admin }));
    renderConsole('/admin', '/schools/7/legal');

    const terms = await screen.findByLabelText('Terms and conditions');
    const privacy = screen.getByLabelText('Privacy policy');
    expect(terms.tagName).toBe('TEXTAREA');
    expect(screen.getAllByText("Plain text; leave empty to use Kyu's default")).toHaveLength(2);
    await waitFor(() => expect((privacy as HTMLTextAreaElement).value).toBe('Old privacy.'));
    fireEvent.change(terms, { target: { value: 'First.\n\nSecond.' } });
    fireEvent.change(privacy, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /save/i }));

    await waitFor(() => expect(seen.filter((r) => r.method === 'PUT')).toHaveLength(1));
    const json = JSON.parse(String(seen.find((r) => r.method === 'PUT')!.body));
    expect(json).toMatchObject({ terms_text: 'First.\n\nSecond.', privacy_text: null });
  });

  it('names the file input of each image slot for screen readers', async () => {
    fakeFetch(on('GET', '/api/v1/admin/schools/7', { body: makeAdminSchool() }));
    $user.set(makeSuperAdmin({ user_role_id: UserRole.admin }));
    renderConsole('/admin', '/schools/7/images');

    const logo = await screen.findByLabelText('New logo');
    expect(logo.getAttribute('type')).toBe('file');
  });
});
