import { configureApi } from '@kyu/core/api';
import { $brand, $brandVariables } from '@kyu/core/branding';
import { followStudentTheme, resetPlaySettings } from '@kyu/core/play';
import { $playMusic } from '@kyu/core/preferences';
import { $user } from '@kyu/core/session';
import { resetCore } from '@kyu/core/testing';
import { makePlaySettings, makeSessionUser } from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StudentProfilePage } from './profile-page';

const problem = (status: number, title: string) => ({
  status,
  body: { type: 'about:blank', title, status },
});

beforeEach(() => {
  resetCore();
  configureApi({ baseUrl: '/api/v1' });
  $user.set(makeSessionUser({ id: 5, first_name: 'Ada', last_name: 'Lovelace' }));
});
afterEach(() => {
  cleanup();
  resetPlaySettings();
  $brand.set('default');
  vi.unstubAllGlobals();
});

describe('profile page', () => {
  it('shows why a picture was refused and keeps the old one', async () => {
    $user.set(makeSessionUser({ id: 5, profile_pic_url: '/files/old.png' }));
    fakeFetch(
      on('GET', '/api/v1/students/play-settings', { body: makePlaySettings() }),
      on('PATCH', '/api/v1/users/5/profile-pic', problem(415, 'That file is not an image')),
    );
    render(<StudentProfilePage />);
    const input = screen.getByLabelText(/Choose a picture/) as HTMLInputElement;
    const file = new File(['not an image'], 'notes.txt', { type: 'text/plain' });
    Object.defineProperty(input, 'files', { value: [file] });
    fireEvent.change(input);
    fireEvent.click(screen.getByRole('button', { name: 'Upload picture' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That file is not an image');
    expect(screen.getByRole('img', { name: 'Your picture' }).getAttribute('src')).toBe(
      '/files/old.png',
    );
  });

  it('saves the name through the profile call', async () => {
    const seen = fakeFetch(
      on('GET', '/api/v1/students/play-settings', { body: makePlaySettings() }),
      on('PATCH', '/api/v1/users/', (r) => ({
        body: {
          id: 5,
          username: 'ada',
          email: 'ada@example.com',
          profile_pic_url: null,
          ...(JSON.parse(r.body as string) as object),
        },
      })),
    );
    render(<StudentProfilePage />);
    // Every input sits in one of the portal's styled forms, not as the browser draws it.
    for (const input of document.querySelectorAll('input, select'))
      expect(input.closest('form')?.classList.contains('form'), input.outerHTML).toBe(true);
    fireEvent.input(screen.getByLabelText('First name'), { target: { value: 'Grace' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your name is saved.');
    expect($user.get()?.first_name).toBe('Grace');
    expect(seen.at(-1)?.url).toBe('/api/v1/users/');
  });

  it('offers themes on the academy brand, and a theme picked restyles every widget', async () => {
    $brand.set('academy');
    const stop = followStudentTheme();
    fakeFetch(
      on('GET', '/api/v1/students/play-settings', { body: makePlaySettings() }),
      on('PATCH', '/api/v1/students/play-settings', (r) => ({
        body: makePlaySettings(JSON.parse(r.body as string) as object),
      })),
    );
    render(<StudentProfilePage />);
    const ocean = await screen.findByRole('radio', { name: 'Ocean' });
    expect(screen.getByRole('radio', { name: 'Classic' })).toHaveProperty('checked', true);
    fireEvent.click(ocean);
    expect((await screen.findByRole('status')).textContent).toBe('Theme saved.');
    expect(ocean).toHaveProperty('checked', true);
    expect($brandVariables.get()['--kyu-box']).toBe('#F5FBFE');
    stop();
  });

  it('has no theme picker on the default brand', async () => {
    fakeFetch(on('GET', '/api/v1/students/play-settings', { body: makePlaySettings() }));
    render(<StudentProfilePage />);
    await screen.findByRole('combobox', { name: /name others see/ });
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('turns music off, and shows leagues turned off by a parent as not changeable', async () => {
    fakeFetch(
      on('GET', '/api/v1/students/play-settings', {
        body: makePlaySettings({ leagues_blocked: true }),
      }),
    );
    render(<StudentProfilePage />);
    const leagues = await screen.findByRole('checkbox', { name: 'Take part in weekly leagues' });
    expect(leagues).toHaveProperty('disabled', true);
    expect(leagues).toHaveProperty('checked', false);
    expect(screen.getByText(/turned leagues off/)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Play music' }));
    expect($playMusic.get()).toBe(false);
  });

  it('changes the pseudonym to another from the approved list', async () => {
    const seen = fakeFetch(
      on('GET', '/api/v1/students/play-settings', { body: makePlaySettings() }),
      on('PATCH', '/api/v1/students/play-settings', (r) => ({
        body: makePlaySettings(JSON.parse(r.body as string) as object),
      })),
    );
    render(<StudentProfilePage />);
    const select = await screen.findByRole('combobox', { name: /name others see/ });
    fireEvent.change(select, { target: { value: 'Wise Wombat' } });
    expect((await screen.findByRole('status')).textContent).toBe('Name saved.');
    expect(JSON.parse(seen.at(-1)!.body as string)).toEqual({ pseudonym: 'Wise Wombat' });
  });
});
