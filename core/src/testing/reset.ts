// Test-only: puts the shared stores back to a signed-out, unrouted state between tests.
import { $location } from '../router/stores';
import { $user } from '../account/stores';
import { configureStorage, memoryStorage } from '../storage/areas';

/** Fresh storage areas, no user, location `/`; returns the areas for assertions. */
export function resetCore() {
  const local = memoryStorage();
  const session = memoryStorage();
  configureStorage({ local, session });
  $user.set(null);
  $location.set({ pathname: '/', search: '' });
  return { local, session };
}
