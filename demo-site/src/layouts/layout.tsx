import type { RouteDef } from '@kyu/core/routes';
import type { ComponentChildren } from 'preact';
import { BrandMark } from './brand-mark';
import { NavBar } from './nav-bar';

/**
 * The frame around a page, chosen by the route's layout: auth screens are a centred card
 * under the brand, every other page has the top bar unless the route hides it.
 */
export function Layout({
  route,
  children,
}: {
  route: RouteDef | null;
  children: ComponentChildren;
}) {
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
      <main class="page">{children}</main>
      <footer class="footer">
        <a href="/support">Support</a>
        <a href="/terms-condition">Terms</a>
        <a href="/privacy-policy">Privacy</a>
      </footer>
    </div>
  );
}
