import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { $user, UserRole } from '@kyu/core';
import type { AdminDocument } from '@kyu/core/contract';
import { makeSuperAdmin } from '@kyu/test-support/data';
import { fakeFetch, on, type SeenRequest } from '@kyu/test-support/fetch';
import { renderConsole } from '../../test/render-console';

const doc = (over: Partial<AdminDocument> = {}): AdminDocument => ({
  id: 7,
  school_id: 3,
  document_type_id: 1,
  title: 'Fractions notes',
  filename: 'fractions.pdf',
  mime_type: 'application/pdf',
  byte_size: 3_000_000,
  chunk_count: 0,
  extraction_state: 'extracting',
  extraction_progress: 40,
  extraction_error: null,
  created_at: '2026-03-01T08:30:00.000Z',
  ...over,
});

/** The coach type's list answers `coach`; every other type's is empty. */
const documentLists =
  (coach: () => AdminDocument[]) =>
  ({ method, url }: SeenRequest) => {
    if (method !== 'GET' || !url.startsWith('/api/v1/admin/documents?')) return undefined;
    const filter = JSON.parse(new URLSearchParams(url.split('?')[1]).get('filter') ?? '{}');
    return { body: filter.document_type_id === 1 ? coach() : [] };
  };
// The page is loaded lazily, which takes a while the first time on a busy machine.
const LOADED = { timeout: 15_000 };

describe('admin console: RAG management documents', { timeout: 40_000 }, () => {
  afterEach(() => {
    cleanup();
    $user.set(null);
  });

  it('lists each type’s documents with their extraction state and progress', async () => {
    fakeFetch(
      documentLists(() => [
        doc(),
        doc({
          id: 8,
          title: 'Old notes',
          extraction_state: 'done',
          extraction_progress: 100,
          chunk_count: 12,
        }),
      ]),
    );
    $user.set(makeSuperAdmin({ user_role_id: UserRole.admin }));
    renderConsole('/admin', '/rag-management');

    const table = await screen.findByRole('table', { name: /coach documents/i }, LOADED);
    const bar = within(table).getByRole('progressbar', { name: 'Extraction of Fractions notes' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(within(table).getByText('Extracting')).toBeTruthy();
    expect(within(table).getByText('Extracted')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Old notes' }).getAttribute('href')).toBe(
      '/extracted-document/8',
    );
    expect(await screen.findByText('No marking documents.')).toBeTruthy();
  });

  it('asks again while a document is extracting, until it is done', async () => {
    let progress = -20;
    const seen = fakeFetch(
      documentLists(() => {
        progress = Math.min(100, progress + 60);
        return [
          doc({
            extraction_progress: progress,
            extraction_state: progress < 100 ? 'extracting' : 'done',
          }),
        ];
      }),
    );
    $user.set(makeSuperAdmin({ user_role_id: UserRole.admin }));
    renderConsole('/admin', '/rag-management');

    expect(await screen.findByText('Extracted', {}, LOADED)).toBeTruthy();
    const coachCalls = seen.filter((r) =>
      r.url.includes(encodeURIComponent('"document_type_id":1')),
    );
    expect(coachCalls.length).toBeGreaterThan(1);
  });

  it('re-extracts a document, and deletes one only once the deletion is confirmed', async () => {
    const seen = fakeFetch(
      documentLists(() => [doc({ extraction_state: 'done', extraction_progress: 100 })]),
      on('POST', '/api/v1/admin/documents/7/re-extract', {
        body: doc({ extraction_state: 'queued' }),
      }),
      on('DELETE', '/api/v1/admin/documents/7', { body: doc() }),
    );
    $user.set(makeSuperAdmin({ user_role_id: UserRole.admin }));
    renderConsole('/admin', '/rag-management');

    fireEvent.click(
      await screen.findByRole('button', { name: 'Re-extract Fractions notes' }, LOADED),
    );
    await waitFor(() => expect(seen.some((r) => r.method === 'POST')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Fractions notes' }));
    expect(seen.some((r) => r.method === 'DELETE')).toBe(false);
    const confirm = await screen.findByRole('dialog', { name: 'Delete “Fractions notes”?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(seen.some((r) => r.method === 'DELETE')).toBe(true));
  });

  it('says why a re-extract was refused', async () => {
    fakeFetch(
      documentLists(() => [
        doc({
          extraction_state: 'failed',
          extraction_error: 'The PDF could not be read; it may be damaged.',
        }),
      ]),
      on('POST', '/api/v1/admin/documents/7/re-extract', {
        status: 409,
        body: {
          title: 'Conflict',
          status: 409,
          detail: 'The uploaded file of this document was not kept; upload it again.',
        },
      }),
    );
    $user.set(makeSuperAdmin({ user_role_id: UserRole.admin }));
    renderConsole('/admin', '/rag-management');

    expect(
      await screen.findByText('The PDF could not be read; it may be damaged.', {}, LOADED),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Re-extract Fractions notes' }));
    expect(await screen.findByText(/was not kept; upload it again/)).toBeTruthy();
  });
});
