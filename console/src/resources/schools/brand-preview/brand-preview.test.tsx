import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { $user, UserRole } from '@kyu/core';
import { renderConsole } from '../../../test/render-console';
import { makeAdminSchool, makeSuperAdmin, noColours } from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';

const openColoursTab = () => {
  fakeFetch(
    on('GET', '/api/v1/admin/schools/7', {
      body: makeAdminSchool({ colours: { ...noColours(), primary: '#096787' } }),
    }),
  );
  $user.set(makeSuperAdmin({ user_role_id: UserRole.admin }));
  renderConsole('/admin', '/schools/7/colours');
};

/** The preview of the tab on show (each white-label tab has its own; the others are hidden). */
const shownPreview = () =>
  screen.getAllByTestId('brand-preview').find((el) => !el.closest('[hidden]'))!;
const previewVar = (name: string) => shownPreview().style.getPropertyValue(`--kyu-${name}`);

describe("a school's brand preview", () => {
  afterEach(() => {
    cleanup();
    $user.set(null);
  });

  it("draws the school's saved colours, and its new primary colour as soon as it is typed", async () => {
    openColoursTab();
    const primary = await screen.findByLabelText('Primary');
    await waitFor(() => expect(previewVar('primary')).toBe('#096787'));
    expect(previewVar('on-primary')).toBe('#FFFFFF');

    fireEvent.change(primary, { target: { value: '#54B7B4' } });

    await waitFor(() => expect(previewVar('primary')).toBe('#54B7B4'));
    expect(previewVar('on-primary')).toBe('#111827');
    expect(within(shownPreview()).getByText('Hillside High')).toBeTruthy();
  });

  it('keeps the brand colour while a colour is half typed, and warns of a primary too pale to see', async () => {
    openColoursTab();
    const primary = await screen.findByLabelText('Primary');
    await waitFor(() => expect(previewVar('primary')).toBe('#096787'));

    fireEvent.change(primary, { target: { value: '#FF' } });
    await waitFor(() => expect(previewVar('primary')).toBe('#3B4CCA'));
    expect(screen.queryAllByRole('list', { name: 'Contrast warnings' })).toEqual([]);

    fireEvent.change(primary, { target: { value: '#FFF5CC' } });
    const [warnings] = await screen.findAllByRole('list', { name: 'Contrast warnings' });
    expect(warnings!.textContent).toMatch(
      /Primary button edges and the top bar line on white: contrast 1\.\d:1, where WCAG AA asks for at least 3:1\./,
    );
  });
});
