import { useStore } from '@nanostores/preact';
import { UserRole } from '@kyu/core/constants';
import { $location } from '@kyu/core/router';
import type { RouteDef } from '@kyu/core/routes';
import { $user } from '@kyu/core/session';
import type { ComponentChildren } from 'preact';
import { BrandMark } from './brand-mark';
import { MusicControl } from './music-control';
import { NavBar } from './nav-bar';
import { isStudentPlace, StudentNav } from './student-nav';

const Footer = () => (
  <footer class="footer">
    <a href="/support">Support</a>
    <a href="/terms-condition">Terms</a>
    <a href="/privacy-policy">Privacy</a>
  </footer>
);

/**
 * The frame around a page, chosen by the route's layout: auth screens are a centred card
 * under the brand, every other page has the top bar unless the route hides it. A signed-in
 * student has their own navigation on every page with the top bar (a lesson's, the public
 * ones) and on every page it leads to (the chat too, which hides the bar from guests), so they
 * are never stuck; quizzes and the game keep the whole screen. Students' pages carry the music player, which stays mounted across them so
 * the music fades rather than stops between pages.
 */
export function Layout({
  route,
  children,
}: {
  route: RouteDef | null;
  children: ComponentChildren;
}) {
  const user = useStore($user);
  const { pathname } = useStore($location);
  if (route?.layout === 'auth') {
    return (
      <div class="auth-layout">
        <header class="auth-brand">
          <BrandMark />
        </header>
        <main class="card">{children}</main>
      </div>
    );
  }
  const student = user?.user_role_id === UserRole.student;
  const studentNav = student && route !== null && (isStudentPlace(pathname) || !route.hideNav);
  if (studentNav) {
    return (
      <div class={`layout layout-${route.layout} with-student-nav`}>
        <NavBar />
        <div class="student-frame">
          <StudentNav />
          <div class="student-main">
            {route.layout === 'student' && <MusicControl />}
            <main class="page">{children}</main>
            <Footer />
          </div>
        </div>
      </div>
    );
  }
  return (
    <div class={`layout layout-${route?.layout ?? 'landing'}`}>
      {!route?.hideNav && <NavBar />}
      {route?.layout === 'student' && student && <MusicControl />}
      <main class="page">{children}</main>
      <Footer />
    </div>
  );
}
