import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { $user, UserRole } from '@kyu/core';
import type { QuestionImportReport } from '@kyu/core/contract';
import { makeSuperAdmin } from '@kyu/test-support/data';
import { fakeFetch, on, type SeenRequest } from '@kyu/test-support/fetch';
import { renderConsole } from '../../test/render-console';

const COURSES = {
  courses: [
    {
      id: 4,
      name: 'Maths',
      subject_id: 1,
      subject_name: 'Mathematics',
      academic_level_id: 2,
      academic_level_name: 'Primary 5',
      school_id: 1,
      is_active: true,
    },
  ],
};

const report = (dryRun: boolean): QuestionImportReport => ({
  dry_run: dryRun,
  accepted: [{ line: 4, question_type_id: 1, topic: 'Fractions', text: 'What is 1/2 + 1/2?' }],
  rejected: [{ line: 18, reason: 'Kyu has no matching questions.', text: 'Match the capitals' }],
  rejected_count: 1,
  question_ids: dryRun ? [] : [90],
});

const importForm = () => screen.getByRole('region', { name: 'Import from Moodle' });

/** Finds the course by typing its name, as an admin does. */
const chooseCourse = async () => {
  const form = await screen.findByRole('region', { name: 'Import from Moodle' }, { timeout: 8000 });
  const input = within(form).getByRole('combobox', { name: /^Course/ });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: 'Mat' } });
  fireEvent.click(await screen.findByRole('option', { name: 'Maths (Mathematics, Primary 5)' }));
};

const chooseFile = async (file: File) => {
  const input = importForm().querySelector<HTMLInputElement>('input[type=file]')!;
  fireEvent.change(input, { target: { files: [file] } });
  expect(await within(importForm()).findByText('bank.gift')).toBeTruthy();
};

const fieldOf = (request: SeenRequest, name: string) => (request.body as FormData).get(name);

describe('question import (admin)', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    $user.set(null);
  });

  it('dry-runs a file, shows each question taken or refused by line, then imports the valid ones', async () => {
    const seen = fakeFetch(
      on('GET', '/api/v1/courses', { body: COURSES }),
      on('POST', '/api/v1/admin/questions/import', (r) => ({
        body: report(fieldOf(r, 'dry_run') === 'true'),
      })),
    );
    $user.set(makeSuperAdmin({ user_role_id: UserRole.admin }));
    renderConsole('/admin', '/question-import');

    await chooseCourse();
    const file = new File(['Grass is green. {T}'], 'bank.gift', { type: 'text/plain' });
    await chooseFile(file);
    fireEvent.click(screen.getByRole('button', { name: 'Check the file' }));

    const rejected = await screen.findByRole('table', { name: 'Rejected questions' });
    expect(within(rejected).getByText('18')).toBeTruthy();
    expect(within(rejected).getByText('Kyu has no matching questions.')).toBeTruthy();
    const accepted = screen.getByRole('table', { name: 'Accepted questions' });
    expect(within(accepted).getByText('Single choice')).toBeTruthy();
    expect(screen.getByText('1 can be imported')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Import the 1 valid questions' }));
    expect(await screen.findByText('1 imported')).toBeTruthy();
    const posts = seen.filter((r) => r.method === 'POST');
    expect(posts.map((r) => [fieldOf(r, 'dry_run'), fieldOf(r, 'skip_rejected')])).toEqual([
      ['true', 'false'],
      ['false', 'true'],
    ]);
    expect(fieldOf(posts[1]!, 'course_id')).toBe('4');
  });

  it('labels every field and asks for the course by name, never by id', async () => {
    fakeFetch(on('GET', '/api/v1/courses', { body: COURSES }));
    $user.set(makeSuperAdmin({ user_role_id: UserRole.admin }));
    renderConsole('/admin', '/question-import');
    const form = await screen.findByRole(
      'region',
      { name: 'Import from Moodle' },
      { timeout: 8000 },
    );
    expect(within(form).getByRole('combobox', { name: /^Course/ })).toBeTruthy();
    expect(within(form).getByRole('combobox', { name: /^Format/ })).toBeTruthy();
    expect(within(form).queryByRole('spinbutton')).toBeNull();
    expect(form.textContent).not.toMatch(/\bids?\b/i);
  });

  it('shows why the server refused a file', async () => {
    fakeFetch(
      on('GET', '/api/v1/courses', { body: COURSES }),
      on('POST', '/api/v1/admin/questions/import', {
        status: 400,
        body: {
          title: 'Invalid request',
          status: 400,
          detail: 'The GIFT file does not parse at line 3.',
        },
      }),
    );
    $user.set(makeSuperAdmin({ user_role_id: UserRole.admin }));
    renderConsole('/admin', '/question-import');

    await chooseCourse();
    const file = new File(['::Broken {'], 'bank.gift', { type: 'text/plain' });
    await chooseFile(file);
    fireEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The GIFT file does not parse at line 3.',
    );
  });
});
