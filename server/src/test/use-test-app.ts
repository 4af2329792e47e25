import { afterAll, beforeAll } from 'vitest';
import { buildTestApp } from './build-test-app';

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/**
 * The real app for the tests of one describe block: built before they run and closed after.
 * Its fields are filled in by `beforeAll`, so read them inside tests and helpers (`t.app`),
 * never at the top level of the file.
 */
export function useTestApp(opts: Parameters<typeof buildTestApp>[0] = {}): TestApp {
  const built = {} as TestApp;
  beforeAll(async () => {
    Object.assign(built, await buildTestApp(opts));
  });
  afterAll(() => built.app.close());
  return built;
}
