import { AppBar, UserMenu, useGetIdentity } from 'react-admin';

/**
 * react-admin's user menu names its button "Profile" while it shows the user's name, so a
 * voice-control user saying the name they see misses it (axe: label-content-name-mismatch).
 * Its name here starts with what it shows.
 */
const NamedUserMenu = () => {
  const { identity } = useGetIdentity();
  return <UserMenu label={identity?.fullName ? `${identity.fullName}, profile` : 'Profile'} />;
};

/** react-admin's app bar with the user menu named as it reads. */
export const ConsoleAppBar = () => <AppBar userMenu={<NamedUserMenu />} />;
