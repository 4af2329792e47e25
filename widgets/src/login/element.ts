import r2wc from '@r2wc/react-to-web-component';
import { Login, type LoginProps } from './login';

/**
 * `<kyu-login>`: sign-in for a school's page.
 * @attr forgot-password-href - where "Forgot your password?" leads (left out when unset)
 * @attr signup-href - where "Create an account" leads (left out when unset)
 * @attr next-href - where a signed-in pupil goes next on the school's site, shown as a link
 * @attr next-label - that link's text ("Continue" when unset)
 * @fires signedin - after a password sign-in; `detail` is the signed-in user
 * @fires linksent - after a sign-in link was mailed; `detail` is the address
 */
export const KyuLoginElement = r2wc(Login, {
  shadow: 'open',
  props: {
    forgotPasswordHref: 'string',
    signupHref: 'string',
    nextHref: 'string',
    nextLabel: 'string',
  },
  events: {
    onSignedIn: { bubbles: true, composed: true },
    onLinkSent: { bubbles: true, composed: true },
  },
});

/** The element's instance type. */
export type KyuLogin = HTMLElement &
  Pick<LoginProps, 'forgotPasswordHref' | 'signupHref' | 'nextHref' | 'nextLabel'>;

declare global {
  interface HTMLElementTagNameMap {
    'kyu-login': KyuLogin;
  }
}
