import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { $user, UserRole } from '@kyu/core';
import type { EmbedSecret, NewEmbedSecret } from '@kyu/core/contract';
import { renderConsole } from '../../../test/render-console';
import { makeAdminSchool, makeSuperAdmin } from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';

const SECRETS = '/api/v1/admin/schools/7/embed-secrets';
const SECRET = 'kyu_es_Q2xhc3MtNS1pcy10aGUtYmVzdC1jbGFzcy1ldmVyLVdYWVo';

const secret = (over: Partial<EmbedSecret> = {}): EmbedSecret => ({
  id: 1,
  school_id: 7,
  kid: 'kyu_first',
  hint: 'WXYZ',
  state: 'active',
  created_at: '2026-03-01T08:00:00.000Z',
  retires_at: null,
  revoked_at: null,
  last_used_at: null,
  ...over,
});
const revealed = (over: Partial<EmbedSecret> = {}): NewEmbedSecret => ({
  ...secret(over),
  secret: SECRET,
});

/** The school, and its secrets as the server holds them now (a test changes `held`). */
let held: EmbedSecret[] = [];
const school = on('GET', '/api/v1/admin/schools/7', { body: makeAdminSchool() });
const listed = on('GET', SECRETS, () => ({ body: held }));

const openEmbedTab = () => {
  $user.set(makeSuperAdmin({ user_role_id: UserRole.admin, school_id: 7 }));
  renderConsole('/admin', '/schools/7/embed');
};

describe("a school's embed sign-in tab", () => {
  const writeText = vi.fn(async (_text: string) => undefined);
  beforeEach(() => {
    held = [];
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
  afterEach(() => {
    cleanup();
    $user.set(null);
    writeText.mockClear();
  });

  it('shows a new secret once, with its warning and a copy button, then only its last four characters', async () => {
    const seen = fakeFetch(
      school,
      listed,
      on('POST', SECRETS, () => {
        held = [secret()];
        return { status: 201, body: revealed() };
      }),
    );
    openEmbedTab();
    expect(await screen.findByText('This school has no embed secret yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create an embed secret' }));

    const notice = await screen.findByText(/Copy this secret now: it will not be shown again\./);
    expect(notice).toBeTruthy();
    expect(screen.getByLabelText('New embed secret').textContent).toBe(SECRET);
    fireEvent.click(screen.getByRole('button', { name: 'Copy secret' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'I have stored it' }));
    await waitFor(() => expect(screen.queryByLabelText('New embed secret')).toBeNull());
    const row = screen.getByText('kyu_first').closest('tr')!;
    expect(within(row).getByText('…WXYZ')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(document.body.textContent).not.toContain(SECRET);
    expect(screen.queryByRole('button', { name: 'Create an embed secret' })).toBeNull();
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('rotates after a confirmation, and tells until when the old secret still works', async () => {
    held = [secret()];
    const seen = fakeFetch(
      school,
      listed,
      on('POST', `${SECRETS}/1/rotate`, () => {
        held = [
          secret({ id: 2, kid: 'kyu_second', hint: 'ABCD' }),
          secret({ state: 'retiring', retires_at: '2026-03-03T08:00:00.000Z' }),
        ];
        return { status: 201, body: { ...revealed({ id: 2, kid: 'kyu_second', hint: 'ABCD' }) } };
      }),
    );
    openEmbedTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Rotate' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/keep working for 24 hours/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rotate' }));

    expect(await screen.findByText(/it will not be shown again/)).toBeTruthy();
    const old = (await screen.findByText('kyu_first')).closest('tr')!;
    expect(within(old).getByText(/^Rotated: works until /)).toBeTruthy();
    expect(seen.some((r) => r.method === 'POST' && r.url === `${SECRETS}/1/rotate`)).toBe(true);
  });

  it('revokes after a confirmation, and then offers a new secret', async () => {
    held = [secret()];
    const seen = fakeFetch(
      school,
      listed,
      on('DELETE', `${SECRETS}/1`, () => {
        held = [secret({ state: 'revoked', revoked_at: '2026-03-02T08:00:00.000Z' })];
        return { body: held[0] };
      }),
    );
    openEmbedTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/refused at once/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));

    expect(await screen.findByText(/^Revoked /)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Create an embed secret' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rotate' })).toBeNull();
    expect(seen.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });

  it("shows the server's reason when the secrets cannot be listed", async () => {
    fakeFetch(
      school,
      on('GET', SECRETS, {
        status: 404,
        body: { type: 'about:blank', title: 'Not found', status: 404, detail: 'No such school.' },
      }),
    );
    openEmbedTab();
    expect(await screen.findByText('No such school.')).toBeTruthy();
  });
});
