import r2wc from '@r2wc/react-to-web-component';
import { Redeem, type RedeemProps } from './redeem';

/**
 * `<kyu-redeem>`: redeem an activation code for a child (a parent) or for oneself (a student),
 * signing in on the way when needed.
 * @attr code - a code to check at once (from `/redeem/{code}` or a link)
 * @fires redeemed - after a redemption; `detail` is the code, the learner and the unlocked courses
 */
export const KyuRedeemElement = r2wc(Redeem, {
  shadow: 'open',
  props: { code: 'string' },
  events: { onRedeemed: { bubbles: true, composed: true } },
});

/** The element's instance type. */
export type KyuRedeem = HTMLElement & Pick<RedeemProps, 'code'>;

declare global {
  interface HTMLElementTagNameMap {
    'kyu-redeem': KyuRedeem;
  }
}
