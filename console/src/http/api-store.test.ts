import { describe, expect, it } from 'vitest';
import { allTasks } from 'nanostores';
import { apiStore } from './api-store';
import { fakeFetch, on } from '@kyu/test-support/fetch';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0)).then(() => allTasks());

describe('apiStore', () => {
  it('holds the answer once something watches it', async () => {
    fakeFetch(on('GET', '/api/v1/things', { body: [{ id: 1 }] }));
    const $things = apiStore<{ id: number }[]>('/things');

    const stop = $things.listen(() => {});
    await settle();

    expect($things.get()).toEqual({ status: 'ready', data: [{ id: 1 }] });
    stop();
  });

  it('holds the problem detail when the call fails', async () => {
    fakeFetch(
      on('GET', '/api/v1/things', {
        status: 403,
        body: { type: 'about:blank', title: 'Forbidden', status: 403, detail: 'Teachers only.' },
      }),
    );
    const $things = apiStore('/things');

    const stop = $things.listen(() => {});
    await settle();

    expect($things.get()).toEqual({ status: 'failed', message: 'Teachers only.' });
    stop();
  });

  it('asks again on reload and holds the new answer', async () => {
    let count = 0;
    fakeFetch(on('GET', '/api/v1/things', () => ({ body: [{ id: ++count }] })));
    const $things = apiStore<{ id: number }[]>('/things');

    const stop = $things.listen(() => {});
    await settle();
    $things.reload();
    await settle();

    expect($things.get()).toEqual({ status: 'ready', data: [{ id: 2 }] });
    stop();
  });
});
