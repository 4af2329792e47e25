import { useStore } from '@nanostores/preact';
import { UserRole } from '@kyu/core/constants';
import type { RouteDef } from '@kyu/core/routes';
import { $user } from '@kyu/core/session';
import type { ComponentChildren } from 'preact';
import { BrandMark } from './brand-mark';
import { MusicControl } from './music-control';
import { NavBar } from './nav-bar';

/**
 * The frame around a page, chosen by the route's layout: auth screens are a centred card
 * under the brand, every other page has the top bar unless the route hides it. Students'
 * pages carry the music player, which stays mounted across them so the music fades rather
 * than stops between pages.
 */
export function Layout({
  route,
  children,
}: {
  route: RouteDef | null;
  children: ComponentChildren;
}) {
  const user = useStore($user);
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
  return (
    <div class={`layout layout-${route?.layout ?? 'landing'}`}>
      {!route?.hideNav && <NavBar />}
      {route?.layout === 'student' && user?.user_role_id === UserRole.student && <MusicControl />}
      <main class="page">{children}</main>
      <footer class="footer">
        <a href="/support">Support</a>
        <a href="/terms-condition">Terms</a>
        <a href="/privacy-policy">Privacy</a>
      </footer>
    </div>
  );
}
