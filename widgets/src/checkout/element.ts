import r2wc from '@r2wc/react-to-web-component';
import { Checkout, type CheckoutProps } from './checkout';

/**
 * `<kyu-checkout>`: buying courses on a school's page: the courses, the cart with monthly or
 * annual prices, signing in or up on the way, the child they are for, then the payment page,
 * which sends the parent back to this page (`kyu_checkout=success|cancelled`).
 * @attr school-id - keeps one school's courses; by default the page's school (its registered
 *   domain) and Kyu's catalogue
 * @attr app-domain - where the payment page sends the parent back (default: this page)
 * @attr courses-href - after paying, where the parent sees the child's courses (no link if unset)
 * @attr sign-in-href - after paying, where the child signs in to use them
 * @fires step - each step shown; `detail` is its name (`courses`, `login`, `child`, `cart`,
 *   `confirming`, `success`, `unconfirmed`, `cancelled`)
 */
export const KyuCheckoutElement = r2wc(Checkout, {
  shadow: 'open',
  props: { schoolId: 'number', appDomain: 'string', coursesHref: 'string', signInHref: 'string' },
  events: { onStep: { bubbles: true, composed: true } },
});

/** The element's instance type. */
export type KyuCheckout = HTMLElement &
  Pick<CheckoutProps, 'schoolId' | 'appDomain' | 'coursesHref' | 'signInHref'>;

declare global {
  interface HTMLElementTagNameMap {
    'kyu-checkout': KyuCheckout;
  }
}
