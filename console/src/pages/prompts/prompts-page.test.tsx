import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { $user, UserRole } from '@kyu/core';
import type { AdminPrompt, PromptVersion } from '@kyu/core/contract';
import { makeAdminSchool, makeSuperAdmin } from '@kyu/test-support/data';
import { fakeFetch, on, type SeenRequest } from '@kyu/test-support/fetch';
import { renderConsole } from '../../test/render-console';

const prompt = (over: Partial<AdminPrompt> = {}): AdminPrompt => ({
  id: 1,
  prompt_type: 'coach',
  school_id: null,
  content: 'Kyu coach.',
  updated_at: '2026-03-01T08:30:00.000Z',
  updated_by: null,
  ...over,
});
const version: PromptVersion = {
  id: 31,
  prompt_id: 2,
  content: 'Hillside, first try.',
  written_by: 5,
  written_by_name: 'Ada Admin',
  written_at: '2026-03-01T08:30:00.000Z',
  replaced_by: 6,
  replaced_by_name: 'Bo Boss',
  replaced_at: '2026-03-02T09:00:00.000Z',
};
const LIST = /^\/api\/v1\/admin\/prompts\?filter=/;
const bodyOf = (r: SeenRequest | undefined) => JSON.parse(String(r?.body)) as unknown;
// The page is loaded lazily, which takes a while the first time on a busy machine.
const LOADED = { timeout: 8000 };
const textBox = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Prompt text' });

describe('admin console: prompts', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    $user.set(null);
  });

  it("starts a school admin from Kyu's default, refuses an unknown placeholder, and saves the school's own", async () => {
    let rows = [prompt()];
    const seen = fakeFetch(
      on('GET', LIST, () => ({ body: rows })),
      on('POST', '/api/v1/admin/prompts', (r) => {
        rows = [
          ...rows,
          prompt({ id: 2, school_id: 7, content: (bodyOf(r) as AdminPrompt).content }),
        ];
        return { body: rows[1] };
      }),
      on('GET', '/api/v1/admin/prompts/2/versions', { body: [] }),
    );
    $user.set(makeSuperAdmin({ user_role_id: UserRole.admin, school_id: 7 }));
    renderConsole('/admin', '/prompts');

    await waitFor(() => expect(textBox().value).toBe('Kyu coach.'), LOADED);
    expect(
      screen.getByText("This school uses Kyu's default; saving adds the school's own."),
    ).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'School' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Prompt type' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: /prompts/i })).toBeTruthy();

    fireEvent.change(textBox(), { target: { value: 'Hi {{name}}.' } });
    expect(
      screen.getByText('The prompt uses {{name}}, but this prompt type fills in no placeholders.'),
    ).toBeTruthy();
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });
    expect(save.disabled).toBe(true);

    fireEvent.change(textBox(), { target: { value: 'Hillside coach.' } });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    expect(await screen.findByText('No earlier versions.')).toBeTruthy();
    expect(bodyOf(seen.find((r) => r.method === 'POST'))).toEqual({
      prompt_type: 'coach',
      school_id: 7,
      content: 'Hillside coach.',
    });
  });

  it("shows the server's refusal of a save, and the model's reply to a test run", async () => {
    const seen = fakeFetch(
      on('GET', /^\/api\/v1\/admin\/schools/, {
        body: [makeAdminSchool({ id: 7, school_name: 'Hillside' })],
      }),
      on('GET', LIST, {
        body: [prompt(), prompt({ id: 2, school_id: 7, content: 'Hillside coach.' })],
      }),
      on('GET', '/api/v1/admin/prompts/2/versions', { body: [version] }),
      on('PUT', '/api/v1/admin/prompts/2', {
        status: 400,
        body: {
          title: 'Invalid request',
          status: 400,
          detail: 'The prompt is too odd. The prompt in force is unchanged.',
        },
      }),
      on('POST', '/api/v1/admin/prompts/test-run', {
        body: { reply: 'What do you notice?', model: 'tutor-1', offline: false },
      }),
    );
    $user.set(makeSuperAdmin({ user_role_id: UserRole.admin, school_id: null }));
    renderConsole('/admin', '/prompts');

    const school = await screen.findByRole('combobox', { name: 'School' }, LOADED);
    await screen.findByRole('option', { name: 'Hillside' });
    fireEvent.change(school, { target: { value: '7' } });
    await waitFor(() => expect(textBox().value).toBe('Hillside coach.'));

    fireEvent.change(textBox(), { target: { value: 'Hillside, odder.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The prompt is too odd. The prompt in force is unchanged.',
    );

    fireEvent.change(screen.getByRole('textbox', { name: 'Sample input' }), {
      target: { value: 'What is 3/4?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Test run' }));
    const reply = await screen.findByRole('status', { name: 'Model reply' });
    expect(reply.textContent).toContain('What do you notice?');
    expect(reply.textContent).toContain('Reply from tutor-1');
    expect(bodyOf(seen.find((r) => r.url === '/api/v1/admin/prompts/test-run'))).toEqual({
      prompt_type: 'coach',
      content: 'Hillside, odder.',
      sample: 'What is 3/4?',
    });
  });

  it('lists earlier versions with who and when, and restores one', async () => {
    const seen = fakeFetch(
      on('GET', LIST, { body: [prompt({ id: 2, school_id: 7, content: 'Hillside coach.' })] }),
      on('GET', '/api/v1/admin/prompts/2/versions', { body: [version] }),
      on('POST', '/api/v1/admin/prompts/2/versions/31/restore', { body: prompt({ id: 2 }) }),
    );
    $user.set(makeSuperAdmin({ user_role_id: UserRole.admin, school_id: 7 }));
    renderConsole('/admin', '/prompts');

    const table = await screen.findByRole('table', { name: 'Earlier versions' }, LOADED);
    expect(table.textContent).toContain('Hillside, first try.');
    expect(table.textContent).toContain('Ada Admin');
    expect(table.textContent).toContain('Bo Boss');
    fireEvent.click(
      screen.getByRole('button', { name: /^Restore the version replaced .* by Bo Boss$/ }),
    );
    // Restoring replaces the prompt in force, so it asks first.
    const confirm = await screen.findByRole('dialog', { name: 'Restore this version?' });
    expect(seen.some((r) => r.url.endsWith('/restore'))).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Restore' }));
    await waitFor(() =>
      expect(seen.some((r) => r.url === '/api/v1/admin/prompts/2/versions/31/restore')).toBe(true),
    );
  });
});
