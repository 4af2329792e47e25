import r2wc from '@r2wc/react-to-web-component';
import { ForgotPassword, type ForgotPasswordProps } from './forgot-password';

/**
 * `<kyu-forgot-password>`: mails a password-reset link.
 * @attr from-new-buy-page - `true` when the visitor came from the subscription page
 * @attr login-href - where "Back to sign in" leads
 */
export const KyuForgotPasswordElement = r2wc(ForgotPassword, {
  shadow: 'open',
  props: { fromNewBuyPage: 'boolean', loginHref: 'string' },
});

/** The element's instance type. */
export type KyuForgotPassword = HTMLElement & ForgotPasswordProps;

declare global {
  interface HTMLElementTagNameMap {
    'kyu-forgot-password': KyuForgotPassword;
  }
}
