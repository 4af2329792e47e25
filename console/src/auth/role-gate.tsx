import { useEffect, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $user, brandFromHostname, guard, roleHome } from '@kyu/core';
import type { SessionUser } from '@kyu/core/contract';
import { admits, type Mount } from '../mounts';

/** Where core's route guard sends `user` from this mount's landing page. */
export const awayFrom = (mount: Mount, user: SessionUser, hostname: string): string => {
  const brand = brandFromHostname(hostname);
  const result = guard({ pathname: mount.landing, search: '', user, brand, hostname });
  return result.kind === 'redirect' ? result.to : roleHome(user);
};

/**
 * Shows the console only to the roles its mount serves. Anyone else signed in (a student who
 * opened /admin, a teacher who signed in on /admin/login) gets a full page load to where the
 * route guard sends them, which may be the portal or another console.
 */
export const RoleGate = ({ mount, children }: { mount: Mount; children: ReactNode }) => {
  const user = useStore($user);
  const away =
    user && !admits(mount, user.user_role_id)
      ? awayFrom(mount, user, window.location.hostname)
      : null;

  useEffect(() => {
    if (away) window.location.assign(away);
  }, [away]);

  if (away) return <p role="status">Taking you to your pages…</p>;
  return children;
};
