import type { SessionUser } from '../contract';
import { api } from '../api/client';
import { localArea, readJson, writeJson } from '../storage/areas';
import { StorageKey } from '../storage/keys';
import { logout, signedIn } from './actions';
import { embedTokenIdentity } from '../account/model';
import { $user } from '../account/stores';

interface EmbedIdentity {
  /** What {@link embedTokenIdentity} read from the token that made the session. */
  key: string;
  userId: number;
}

const remembered = () => readJson<EmbedIdentity>(localArea(), StorageKey.embedIdentity);

/** Whether the signed-in user's session was made by an embed token (not a password, a link…). */
function sessionFromEmbed(user: SessionUser | null): user is SessionUser {
  return user !== null && remembered()?.userId === user.id;
}

async function exchange(token: string): Promise<SessionUser> {
  const key = embedTokenIdentity(token);
  const current = $user.get();
  // The same pupil on their next page: the session their first token made still holds.
  if (key && sessionFromEmbed(current) && remembered()?.key === key) return current;
  // Someone else signed in here (a shared computer): their session ends, here and on the server.
  if (current) await logout();
  const user = signedIn(await api.post<SessionUser>('/auth/embed-token', { token }));
  if (key) writeJson(localArea(), StorageKey.embedIdentity, { key, userId: user.id });
  return user;
}

let queue: Promise<unknown> = Promise.resolve();

// One after another: a page's data-identity and its own Kyu.identify must not interleave.
function inTurn<T>(step: () => Promise<T>): Promise<T> {
  const run = queue.then(step);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Signs in with a token the school's own server signed for one of its pupils (`data-identity`,
 * `Kyu.identify`), storing the session as a login does, so every widget on the page is signed
 * in. Another user signed in before is signed out first.
 */
export const identify = (token: string): Promise<SessionUser> => inTurn(() => exchange(token));

/**
 * Signs out a session that an embed token made, for a school page that says nobody is signed
 * in there (`data-identity=""`); a session made by signing in to Kyu itself stays.
 */
export const endEmbedSession = (): Promise<void> =>
  inTurn(async () => {
    if (sessionFromEmbed($user.get())) await logout();
  });
