import type { AuthProvider } from 'react-admin';
import { $user, login, loginPath, logout, problemMessage, signOutLocally } from '@kyu/core';

/** What `usePermissions` gives the console's pages: the user's role and teacher sub-role. */
export interface Permissions {
  userRoleId: number;
  teacherRoleId: number | null;
}

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error
    ? ((error as { status: unknown }).status as number)
    : undefined;

/**
 * The portal's sign-in page, absolute so that react-admin leaves the console with a full page
 * load; it keeps a `code` query parameter like every sign-in redirect (overview §4).
 */
export const portalLogin = (): string =>
  `${window.location.origin}${loginPath(window.location.search)}`;

// `message: false`: no "please sign in" toast on a page that is about to be replaced.
const toPortalLogin = () => ({ redirectTo: portalLogin(), message: false as const });

/**
 * react-admin's auth, all through core's session: `$user` is the one source of truth, shared
 * with the portal on the same origin. The console has no sign-in form of its own: a visitor who
 * is not signed in, a 401 and signing out all go to the portal's `/login`, whose guard brings
 * each role back to its landing page here.
 */
export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    try {
      await login({ login_type: 'password', email: username, password });
    } catch (error) {
      throw new Error(problemMessage(error), { cause: error });
    }
  },

  async logout() {
    if ($user.get()) await logout();
    return portalLogin();
  },

  async checkAuth() {
    if (!$user.get()) throw toPortalLogin();
  },

  async checkError(error: unknown) {
    const status = statusOf(error);
    if (status === 401) {
      signOutLocally();
      throw toPortalLogin();
    }
    if (status === 403) {
      // Forbidden is about this call, not the session: say so and stay signed in.
      const message = error instanceof Error && error.message ? error.message : undefined;
      throw { logoutUser: false, message: message ?? 'You are not allowed to do that.' };
    }
  },

  async getPermissions(): Promise<Permissions | null> {
    const user = $user.get();
    return user ? { userRoleId: user.user_role_id, teacherRoleId: user.teacher_role_id } : null;
  },

  async getIdentity() {
    const user = $user.get();
    if (!user) throw toPortalLogin();
    return {
      id: user.id,
      fullName: `${user.first_name} ${user.last_name}`.trim() || user.username,
      ...(user.profile_pic_url ? { avatar: user.profile_pic_url } : {}),
    };
  },
};
