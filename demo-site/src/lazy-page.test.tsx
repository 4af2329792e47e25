import { routeByName } from '@kyu/core/routes';
import { configureStorage, memoryStorage, StorageKey } from '@kyu/core/storage';
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { Suspense } from 'preact/compat';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';
import { lazyPage } from './lazy-page';

const route = routeByName('studentLibrary');
let session: Storage;

beforeEach(() => {
  session = memoryStorage();
  configureStorage({ session });
  window.history.replaceState(null, '', '/student/library?tab=quizzes');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const show = (load: () => Promise<never>) => {
  const Page = lazyPage(load);
  render(
    <ErrorBoundary>
      <Suspense fallback={<p>Loading…</p>}>
        <Page route={route} params={{}} search="?tab=quizzes" />
      </Suspense>
    </ErrorBoundary>,
  );
};

describe('lazyPage', () => {
  it('reloads the target path when the page fails to load', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    show(() => Promise.reject(new Error('chunk gone')));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/student/library?tab=quizzes'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an error instead of reloading the same path a second time', async () => {
    session.setItem(StorageKey.reloadTarget, '/student/library?tab=quizzes');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    show(() => Promise.reject(new Error('chunk gone')));
    expect((await screen.findByRole('alert')).textContent).toContain('Check your connection');
    expect(assign).not.toHaveBeenCalled();
  });
});
