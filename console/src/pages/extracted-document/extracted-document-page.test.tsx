import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { $user, UserRole } from '@kyu/core';
import type { AdminDocument } from '@kyu/core/contract';
import { makeSuperAdmin } from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';
import { renderConsole } from '../../test/render-console';

const document: AdminDocument = {
  id: 7,
  school_id: 3,
  document_type_id: 1,
  title: 'Fractions notes',
  filename: 'fractions.pdf',
  mime_type: 'application/pdf',
  byte_size: 3_000_000,
  chunk_count: 3000,
  extraction_state: 'done',
  extraction_progress: 100,
  extraction_error: null,
  created_at: '2026-03-01T08:30:00.000Z',
};
const page = (n: number, text: string) => ({
  body: { document, page: n, pages: 2, page_size: 20_000, text },
});
const LOADED = { timeout: 8000 };

describe('admin console: extracted document', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    $user.set(null);
  });

  it('shows the extracted text a page at a time', async () => {
    fakeFetch(
      on(
        'GET',
        '/api/v1/admin/documents/7/text?page=1',
        page(1, 'Fractions name part of a whole.'),
      ),
      on('GET', '/api/v1/admin/documents/7/text?page=2', page(2, 'Common denominators come next.')),
    );
    $user.set(makeSuperAdmin({ user_role_id: UserRole.admin }));
    renderConsole('/admin', '/extracted-document/7');

    expect(await screen.findByText('Fractions name part of a whole.', {}, LOADED)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Fractions notes' })).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Common denominators come next.')).toBeTruthy();
  });

  it('says why when the document may not be read', async () => {
    fakeFetch(
      on('GET', '/api/v1/admin/documents/9/text?page=1', {
        status: 403,
        body: {
          title: 'Forbidden',
          status: 403,
          detail: "A school administrator reaches their own school's documents only.",
        },
      }),
    );
    $user.set(makeSuperAdmin({ user_role_id: UserRole.admin }));
    renderConsole('/admin', '/extracted-document/9');

    expect(await screen.findByRole('alert', {}, LOADED)).toBeTruthy();
    expect(screen.getByText(/own school's documents only/)).toBeTruthy();
  });
});
