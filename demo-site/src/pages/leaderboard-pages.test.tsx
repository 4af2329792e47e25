import { configureApi } from '@kyu/core/api';
import { resetLeaderboard } from '@kyu/core/leaderboard';
import { resetProgress } from '@kyu/core/progress';
import { $user } from '@kyu/core/session';
import { resetCore } from '@kyu/core/testing';
import {
  makeLeaderboard,
  makeLeagueStudent,
  makeSessionUser,
  makeStanding,
} from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DemoLeaderboardPage, StudentLeaderboardPage } from './leaderboard-pages';
import { StudentDashboardPage } from './student-pages';

let local: Storage;
beforeEach(() => {
  ({ local } = resetCore());
  configureApi({ baseUrl: '/api/v1' });
  resetLeaderboard();
});
afterEach(() => {
  cleanup();
  resetProgress();
});

describe('/leaderboard (demo, no login)', () => {
  it('shows a demo league with the visitor fourth and demo XP toward 1000, asking the server nothing', () => {
    const seen = fakeFetch();
    render(<DemoLeaderboardPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Leaderboard');
    expect(screen.getByText('Level 1: 640 of 1000 XP')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Bronze league standings' });
    const you = within(table).getByText('Clever Fox (you)', { exact: false }).closest('tr');
    expect(you?.textContent).toMatch(/^4Clever Fox \(you\)/);
    expect(within(table).getAllByText('Moves up')).toHaveLength(2);
    expect(seen).toHaveLength(0);
  });
});

describe('/student/leaderboard', () => {
  beforeEach(() => $user.set(makeSessionUser({ id: 5 })));

  it("shows the student's league and last week's results once, in a dialog", async () => {
    const board = makeLeaderboard({
      assigned: true,
      current: makeStanding({
        students: [makeLeagueStudent({ first_name: 'Calm', last_name: 'Panda', is_you: true })],
      }),
      previous: { ...makeStanding({ rank: 1 }), outcome: 'promoted' },
    });
    fakeFetch(on('GET', '/api/v1/leaderboard', { body: board }));
    render(<StudentLeaderboardPage />);
    const dialog = await screen.findByRole('dialog', { name: 'Last week’s league' });
    expect(
      within(dialog).getByText('You finished 1st in Bronze and moved up to Silver.'),
    ).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Bronze league standings' })).toBeTruthy();
    const gotIt = within(dialog).getByRole('button', { name: 'Got it' });
    // The portal's own button, not the browser's default one.
    expect(gotIt.className).toBe('button primary');
    fireEvent.click(gotIt);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(local.getItem(`kyu:leaderboard-seen:5:results:${board.start_date}`)).toBe('true');
  });
});

describe('student dashboard', () => {
  it('invites a student not yet in this week’s league, linking to the leaderboard', async () => {
    $user.set(makeSessionUser());
    fakeFetch(on('GET', '/api/v1/leaderboard', { body: makeLeaderboard({ league: 2 }) }));
    render(<StudentDashboardPage />);
    const dialog = await screen.findByRole('dialog', { name: 'A new league week' });
    expect(dialog.textContent).toContain('climb the Silver league');
    expect(
      within(dialog).getByRole('link', { name: 'See the leaderboard' }).getAttribute('href'),
    ).toBe('/student/leaderboard');
  });
});
