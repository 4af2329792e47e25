import { fakeFetch, on } from '@kyu/test-support/fetch';
import { waitFor } from '@testing-library/preact';
import { expect, it } from 'vitest';

it('renders the school board named by its school-id attribute in an open shadow root', async () => {
  const seen = fakeFetch(
    on('GET', '/api/v1/leaderboard/school/3', {
      body: {
        school_name: 'Hillside',
        start_date: '2026-03-02T00:00:00.000Z',
        end_date: '2026-03-09T00:00:00.000Z',
        students: [{ rank: 1, name: 'Calm Panda', league: 1, current_level: 1, points: 20 }],
      },
    }),
  );
  customElements.define('kyu-leaderboard', (await import('./element')).KyuLeaderboardElement);
  const element = document.createElement('kyu-leaderboard');
  element.setAttribute('school-id', '3');
  document.body.append(element);
  const root = element.shadowRoot;
  await waitFor(() => expect(root?.textContent).toContain('Calm Panda'));
  expect(root?.querySelector('table')).not.toBeNull();
  expect(root?.querySelector('style')).toBeNull();
  expect(seen.map((request) => request.url)).toEqual(['/api/v1/leaderboard/school/3']);
  element.remove();
});
