import { UserRole } from '@kyu/core/constants';
import { startHistory } from '@kyu/core/router';
import { matchRoute } from '@kyu/core/routes';
import { $user } from '@kyu/core/session';
import { makeSessionUser } from '@kyu/test-support/data';
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Layout } from './layout';

let stop: () => void = () => undefined;
beforeEach(() => {
  stop = startHistory(window);
});
afterEach(() => {
  cleanup();
  stop();
  $user.set(null);
});

function open(path: string, role: number | null = UserRole.student) {
  window.history.replaceState(null, '', path);
  stop();
  stop = startHistory(window);
  $user.set(role === null ? null : makeSessionUser({ user_role_id: role }));
  render(
    <Layout route={matchRoute(path)!.route}>
      <p>Page</p>
    </Layout>,
  );
  return screen.queryByRole('navigation', { name: 'Student' });
}

describe('<Layout>', () => {
  it("gives a student their navigation on their pages, the chat's, a lesson's and the public ones", () => {
    for (const path of [
      '/student/dashboard',
      '/student/leaderboard',
      '/student/profile',
      '/chat',
      '/learning-content/4',
      '/welcome',
    ]) {
      expect(open(path), path).not.toBeNull();
      cleanup();
    }
  });

  it('leaves a quiz and the game the whole screen', () => {
    expect(open('/student/quiz/3')).toBeNull();
    cleanup();
    expect(open('/student/game')).toBeNull();
  });

  it('shows no student navigation to guests or parents', () => {
    expect(open('/chat', null)).toBeNull();
    cleanup();
    expect(open('/welcome', UserRole.parent)).toBeNull();
  });
});
