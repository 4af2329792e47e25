import { afterEach, describe, expect, it, vi } from 'vitest';
import { $user } from '@kyu/core';
import { makeSuperAdmin } from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';
import { downloadFile } from './download';

describe('downloadFile', () => {
  afterEach(() => {
    $user.set(null);
    vi.restoreAllMocks();
  });

  it('fetches the file with the Bearer token and offers it under the given name', async () => {
    const seen = fakeFetch(on('GET', '/api/v1/worksheets/7/export.docx', { body: 'word' }));
    $user.set(makeSuperAdmin());
    URL.createObjectURL = vi.fn(() => 'blob:kyu');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    await downloadFile('/worksheets/7/export.docx', 'Fractions.docx');

    expect(seen[0]!.headers.get('Authorization')).toMatch(/^Bearer /);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('Fractions.docx');
    expect(link.href).toBe('blob:kyu');
  });

  it('says the download failed when the server refuses it', async () => {
    fakeFetch();
    await expect(downloadFile('/worksheets/7/export.docx', 'x.docx')).rejects.toThrow(
      'The download failed (404).',
    );
  });
});
