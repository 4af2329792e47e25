import { useStore } from '@nanostores/preact';
import { PRODUCT, UserRole } from '@kyu/core/constants';
import { navigate } from '@kyu/core/router';
import { $user, displayName, logout } from '@kyu/core/session';
import { useState } from 'preact/hooks';
import { BrandMark } from './brand-mark';

const LINKS: Readonly<Record<number, readonly [string, string][]>> = {
  [UserRole.student]: [
    ['/student/dashboard', 'Learning path'],
    ['/student/library', 'Library'],
  ],
  [UserRole.parent]: [[`/${PRODUCT}/dashboard`, 'Dashboard']],
};

/** The top bar: brand, the user's places, and sign-out; sign-in links for guests. */
export function NavBar() {
  const user = useStore($user);
  const [leaving, setLeaving] = useState(false);

  const signOut = async () => {
    setLeaving(true);
    await logout();
    setLeaving(false);
    navigate('/login');
  };

  return (
    <header class="top-bar">
      <BrandMark />
      <nav aria-label="Main">
        {user ? (
          <>
            {(LINKS[user.user_role_id] ?? []).map(([href, label]) => (
              <a key={href} href={href}>
                {label}
              </a>
            ))}
            <span class="who">{displayName(user)}</span>
            <button
              type="button"
              class="button secondary"
              disabled={leaving}
              onClick={() => void signOut()}
            >
              Sign out
            </button>
          </>
        ) : (
          <>
            <a href="/login">Sign in</a>
            <a class="button primary" href={`/${PRODUCT}/signup`}>
              Create an account
            </a>
          </>
        )}
      </nav>
    </header>
  );
}
