import { UserRole } from '@kyu/core/constants';
import { resetLeaderboard, resetSchoolBoard } from '@kyu/core/leaderboard';
import { $xp, resetProgress } from '@kyu/core/progress';
import { $user, signOutLocally } from '@kyu/core/session';
import {
  makeLeaderboard,
  makeLeagueStudent,
  makeSessionUser,
  makeStanding,
} from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';
import { cleanup, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Leaderboard as Board } from '@kyu/core/contract';
import { Leaderboard } from './leaderboard';

const rowsText = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

/** A Silver group of five: the student third; two move up, one moves down. */
function group(yourRank = 3): Board {
  const names = ['Clever Fox', 'Quiet Owl', 'Ada L', 'Brave Falcon', 'Sunny Seal'];
  const students = names.map((name, index) =>
    makeLeagueStudent({
      first_name: name,
      last_name: '',
      rank: index + 1,
      points: 100 - index * 10,
      current_level: 2,
      is_you: index + 1 === yourRank,
    }),
  );
  return makeLeaderboard({
    league: 2,
    assigned: true,
    current: makeStanding({
      league: 2,
      students,
      rank: yourRank,
      promote_count: 2,
      demote_count: 1,
    }),
  });
}

beforeEach(() => {
  signOutLocally();
  resetLeaderboard();
  resetSchoolBoard();
  resetProgress();
});
afterEach(cleanup);

describe('<Leaderboard> for a visitor', () => {
  it("shows the school's top students this week under their pseudonyms", async () => {
    const seen = fakeFetch(
      on('GET', '/api/v1/leaderboard/school/5', {
        body: {
          school_name: 'Hillside Primary',
          start_date: '2026-03-02T00:00:00.000Z',
          end_date: '2026-03-09T00:00:00.000Z',
          students: [
            { rank: 1, name: 'Clever Fox', league: 3, current_level: 6, points: 240 },
            { rank: 2, name: 'Quiet Owl', league: 1, current_level: 2, points: 90 },
          ],
        },
      }),
    );
    render(<Leaderboard schoolId={5} />);
    await screen.findByRole('heading', { name: 'Top students at Hillside Primary this week' });
    expect(rowsText()).toEqual(['1Clever FoxGold6240', '2Quiet OwlBronze290']);
    expect(seen.map((request) => request.url)).toEqual(['/api/v1/leaderboard/school/5']);
  });

  it('says so when the school has no board, and asks a visitor without a school to sign in', async () => {
    fakeFetch();
    const { unmount } = render(<Leaderboard schoolId={404} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This school has no leaderboard to show.',
    );
    unmount();
    render(<Leaderboard />);
    expect(screen.getByText('Sign in as a student to see your league.')).toBeTruthy();
  });
});

describe('<Leaderboard> for a signed-in student', () => {
  beforeEach(() => $user.set(makeSessionUser({ user_role_id: UserRole.student })));

  it('shows the tier, the standings with the own row and the zones, and last week', async () => {
    const board = group();
    board.previous = { ...makeStanding({ rank: 2 }), outcome: 'promoted' };
    fakeFetch(on('GET', '/api/v1/leaderboard', { body: board }));
    render(<Leaderboard schoolId={5} />);
    await screen.findByRole('heading', { name: 'Silver league' });
    const table = screen.getByRole('table', { name: 'Silver league standings' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Rank', 'Student', 'Level', 'Points']);
    expect(rowsText()).toEqual([
      '1Clever FoxMoves up2100',
      '2Quiet OwlMoves up290',
      '3Ada L (you)280',
      '4Brave Falcon270',
      '5Sunny SealMoves down260',
    ]);
    expect(screen.getByText('You finished 2nd in Bronze and moved up to Silver.')).toBeTruthy();
    // The table's box takes focus, so a keyboard can scroll it.
    expect(screen.getByRole('region', { name: 'Silver league standings' }).tabIndex).toBe(0);
  });

  it('announces a change of rank when XP arrives', async () => {
    const answers = [group(3), group(1)];
    fakeFetch(on('GET', '/api/v1/leaderboard', () => ({ body: answers.shift() ?? group(1) })));
    const { container } = render(<Leaderboard />);
    await screen.findByText('Ada L (you)', { exact: false });
    const live = container.querySelector('[aria-live="polite"]');
    expect(live?.textContent).toBe('');
    $xp.set({ xp: 120, level: 2, current_level_base_xp: 100, next_level_xp: 250 });
    await waitFor(() => expect(live?.textContent).toBe('You moved up to 1st place.'));
  });

  it('says in words when leagues are off, when not in a group yet, and when loading failed', async () => {
    fakeFetch(on('GET', '/api/v1/leaderboard', { body: makeLeaderboard({ enabled: false }) }));
    const first = render(<Leaderboard />);
    await screen.findByText(/Leagues are turned off for you/);
    first.unmount();
    resetLeaderboard();
    fakeFetch(on('GET', '/api/v1/leaderboard', { body: makeLeaderboard() }));
    const second = render(<Leaderboard />);
    await screen.findByText(
      'You are not in a league this week yet. Answer questions to join the Bronze league.',
    );
    second.unmount();
    resetLeaderboard();
    fakeFetch(
      on('GET', '/api/v1/leaderboard', { status: 500, body: { title: 'Oops', status: 500 } }),
    );
    render(<Leaderboard />);
    expect((await screen.findByRole('alert')).textContent).toBeTruthy();
  });
});
