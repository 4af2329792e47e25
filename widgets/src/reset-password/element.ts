import r2wc from '@r2wc/react-to-web-component';
import { ResetPassword, type ResetPasswordProps } from './reset-password';

/**
 * `<kyu-reset-password>`: chooses a new password with a reset link's token.
 * @attr token - the token from the link (`?token=` of the page)
 * @attr login-href - where "Sign in" leads afterwards
 * @attr forgot-password-href - where to ask for a new link
 * @fires passwordreset - once the new password is saved
 */
export const KyuResetPasswordElement = r2wc(ResetPassword, {
  shadow: 'open',
  props: { token: 'string', loginHref: 'string', forgotPasswordHref: 'string' },
  events: { onPasswordReset: { bubbles: true, composed: true } },
});

/** The element's instance type. */
export type KyuResetPassword = HTMLElement & Omit<ResetPasswordProps, 'onPasswordReset'>;

declare global {
  interface HTMLElementTagNameMap {
    'kyu-reset-password': KyuResetPassword;
  }
}
