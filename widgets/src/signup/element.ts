import r2wc from '@r2wc/react-to-web-component';
import { Signup, type SignupProps } from './signup';

/**
 * `<kyu-signup>`: a student or parent creates an account.
 * @attr default-role - `parent` (default) or `student`, the choice selected at first
 *   (not `role`, which is ARIA's)
 * @attr login-href - where "Sign in" leads
 * @fires signedup - after sign-up; `detail` is the signed-in user, or null
 */
export const KyuSignupElement = r2wc(Signup, {
  shadow: 'open',
  props: { defaultRole: 'string', loginHref: 'string' },
  events: { onSignedUp: { bubbles: true, composed: true } },
});

/** The element's instance type. */
export type KyuSignup = HTMLElement & Pick<SignupProps, 'defaultRole' | 'loginHref'>;

declare global {
  interface HTMLElementTagNameMap {
    'kyu-signup': KyuSignup;
  }
}
