import { ApiError, configureApi } from '@kyu/core/api';
import { isBrandId, startBranding } from '@kyu/core/branding';
import type { SessionUser } from '@kyu/core/contract';
import { endEmbedSession, identify as exchangeToken, logout } from '@kyu/core/session';
import type { LoaderSettings } from './settings';

/**
 * Configures core for a school's page: the API base, the brand, and who is signed in when the
 * tag carries `data-identity`. Widgets are defined after this settles, so none of them starts
 * as a visitor and then changes hands. The router is left unbound: the school's paths are not
 * Kyu routes, so a 401 clears the session without navigating away from the school's page.
 */
export async function start(settings: LoaderSettings): Promise<void> {
  configureApi({ baseUrl: settings.apiBase });
  const brand = isBrandId(settings.brand) ? settings.brand : undefined;
  // The school's white-label is looked up by the domain its tag names (its registered one),
  // else the page's host, which is the default brand on a school's own domain.
  void startBranding({
    hostname: location.hostname,
    ...(brand ? { brand } : {}),
    ...(settings.school ? { domain: settings.school } : {}),
  });
  if (settings.identity === '') await endEmbedSession();
  // A refused token leaves the widgets usable as a visitor; identify has told the console why.
  else if (settings.identity) await identify(settings.identity).catch(() => undefined);
}

/** Who a page signed in, as `Kyu.identify` resolves: the session's user without its token. */
export type SignedIn = Omit<SessionUser, 'access_token'>;

const why = (error: unknown) =>
  error instanceof ApiError
    ? `${error.status} ${error.problem.title}${error.problem.detail ? `: ${error.problem.detail}` : ''}`
    : String(error);

/** `Kyu.identify(token)`: signs the token's pupil in to every widget on the page. */
export async function identify(token: string): Promise<SignedIn> {
  try {
    const { access_token: _token, ...who } = await exchangeToken(token);
    return who;
  } catch (error) {
    console.error(
      `Kyu: the page's sign-in token was refused, so Kyu's widgets are not signed in. ${why(error)}`,
    );
    throw error;
  }
}

/** `Kyu.signOut()`: ends the Kyu session in this browser and on the server. */
export const signOut = (): Promise<void> => logout();
