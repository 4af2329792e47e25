import r2wc from '@r2wc/react-to-web-component';
import { Onboarding, type OnboardingProps } from './onboarding';

/**
 * `<kyu-onboarding>`: the signed-in user's onboarding questions with a progress bar.
 * @attr skip-href - where "Skip for now" leads
 * @fires saved - after saving; `detail` is the saved answers
 */
export const KyuOnboardingElement = r2wc(Onboarding, {
  shadow: 'open',
  props: { skipHref: 'string' },
  events: { onSaved: { bubbles: true, composed: true } },
});

/** The element's instance type. */
export type KyuOnboarding = HTMLElement & Pick<OnboardingProps, 'skipHref'>;

declare global {
  interface HTMLElementTagNameMap {
    'kyu-onboarding': KyuOnboarding;
  }
}
