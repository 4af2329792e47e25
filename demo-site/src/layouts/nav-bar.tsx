import { useStore } from '@nanostores/preact';
import { PRODUCT, UserRole } from '@kyu/core/constants';
import { $location, navigate } from '@kyu/core/router';
import { $user, displayName, logout } from '@kyu/core/session';
import { useEffect, useRef, useState } from 'preact/hooks';
import { BrandMark } from './brand-mark';

// A student's places are in their own navigation (student-nav.tsx), not in the top bar.
const LINKS: Readonly<Record<number, readonly [string, string][]>> = {
  [UserRole.parent]: [[`/${PRODUCT}/dashboard`, 'Dashboard']],
};

function SignOutButton() {
  const [leaving, setLeaving] = useState(false);
  const signOut = async () => {
    setLeaving(true);
    await logout();
    setLeaving(false);
    navigate('/login');
  };
  return (
    <button
      type="button"
      class="button secondary small"
      disabled={leaving}
      onClick={() => void signOut()}
    >
      Sign out
    </button>
  );
}

/** A student's top bar: the brand, their name (to their profile) and sign-out, on one line. */
function StudentBar({ name }: { name: string }) {
  return (
    <header class="top-bar">
      <BrandMark />
      <div class="top-bar-user">
        <a class="who" href="/student/profile">
          {name}
        </a>
        <SignOutButton />
      </div>
    </header>
  );
}

/** The top bar: a student's own (their places are in the student navigation), or the menu bar. */
export function NavBar() {
  const user = useStore($user);
  if (user?.user_role_id === UserRole.student) return <StudentBar name={displayName(user)} />;
  return <MenuBar />;
}

/**
 * Brand, the user's places, and sign-out; sign-in links for guests. On a phone the links fold
 * behind a Menu button (a disclosure: Escape or a click elsewhere folds them again, and so does
 * moving to another page), so the bar stays one line high.
 */
function MenuBar() {
  const user = useStore($user);
  const { pathname } = useStore($location);
  const [open, setOpen] = useState(false);
  const bar = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const away = (event: Event) => {
      if (!bar.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('click', away);
    return () => document.removeEventListener('click', away);
  }, [open]);

  return (
    <header
      class="top-bar"
      ref={bar}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        toggle.current?.focus();
      }}
    >
      <BrandMark />
      <button
        type="button"
        class="menu-toggle"
        ref={toggle}
        aria-expanded={open}
        aria-controls="main-nav"
        onClick={() => setOpen(!open)}
      >
        Menu
      </button>
      <nav id="main-nav" aria-label="Main" class={open ? 'open' : undefined}>
        {user ? (
          <>
            {(LINKS[user.user_role_id] ?? []).map(([href, label]) => (
              <a key={href} href={href} aria-current={href === pathname ? 'page' : undefined}>
                {label}
              </a>
            ))}
            <span class="who">{displayName(user)}</span>
            <SignOutButton />
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
