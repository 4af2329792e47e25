import { $onboarding, emptyOnboarding } from '@kyu/core/onboarding';
import { $academicLevels, $subjects } from '@kyu/core/reference';
import { $user } from '@kyu/core/session';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fill, press } from '../testing/dom';
import { makeSessionUser } from '@kyu/test-support/data';
import { json, mockFetch, problem } from '@kyu/test-support/fetch';
import { Onboarding } from './onboarding';

beforeEach(() => {
  $user.set(makeSessionUser());
  $onboarding.set(emptyOnboarding());
  $academicLevels.set([{ id: 5, name: 'Primary 5' }]);
  $subjects.set([
    { id: 1, name: 'Mathematics' },
    { id: 2, name: 'Science' },
  ]);
});
afterEach(cleanup);

const progress = () => screen.getByRole('progressbar') as HTMLProgressElement;

describe('<Onboarding>', () => {
  it('shows progress as the share of answered questions', () => {
    $onboarding.set({
      ...emptyOnboarding(),
      display_name: 'Ada',
      subject_ids: [1],
      school_name: 'Hillside',
    });
    render(<Onboarding />);
    expect(progress().value).toBe(0.5);
    expect(screen.getByText(/50% complete/)).toBeTruthy();
  });

  it('moves the bar as questions are answered', () => {
    render(<Onboarding />);
    fill('What should we call you?', 'Ada');
    fireEvent.click(screen.getByLabelText('Science'));
    expect(progress().value).toBeCloseTo(2 / 6);
  });

  it('saves the answers and reports them', async () => {
    const saved = { ...emptyOnboarding(), display_name: 'Ada', academic_level_id: 5 };
    const fetch = mockFetch(json(saved));
    const onSaved = vi.fn();
    render(<Onboarding onSaved={onSaved} />);
    fill('What should we call you?', 'Ada');
    fireEvent.change(screen.getByLabelText('School year'), { target: { value: '5' } });
    press('Save');
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('PUT');
    expect(screen.getByRole('status').textContent).toContain('Saved');
  });

  it("does not show one user's unsaved answers to the next user", async () => {
    render(<Onboarding />);
    fill('What should we call you?', 'Ada');
    $user.set(null);
    await screen.findByText(/Sign in to tell us/);
    $user.set(makeSessionUser());
    const name = await screen.findByLabelText<HTMLInputElement>('What should we call you?');
    expect(name.value).toBe('');
  });

  it('marks a refused school year as invalid', async () => {
    mockFetch(
      problem(400, 'Invalid request', { errors: { academic_level_id: ['is not a level'] } }),
    );
    render(<Onboarding />);
    press('Save');
    expect((await screen.findByRole('alert')).textContent).toContain('School year');
    expect(screen.getByLabelText('School year').getAttribute('aria-invalid')).toBe('true');
  });

  it('asks a signed-out visitor to sign in', () => {
    $user.set(null);
    render(<Onboarding />);
    expect(screen.getByText(/Sign in to tell us/)).toBeTruthy();
  });
});
