import { useStore } from '@nanostores/preact';
import {
  $checkoutStep,
  loadCatalogue,
  openCheckout,
  returnAddress,
  returnOf,
  withoutReturnParams,
  type CheckoutStep,
} from '@kyu/core/checkout';
import { PRODUCT } from '@kyu/core/constants';
import { useEffect, useRef } from 'preact/hooks';
import { Frame } from '../shared';
import { CartStep } from './cart-step';
import { ChildStep } from './child-step';
import { CoursesStep } from './courses-step';
import { LoginStep } from './login-step';
import { ReturnStep } from './return-step';
import { StepHeading } from './step-heading';
import { CHECKOUT_CSS } from './styles';

/** Props of {@link Checkout}; on the custom element `onStep` fires as the `step` event. */
export interface CheckoutProps {
  /** Keeps one school's courses (`GET /courses?school_id=`); else those of the page's school and Kyu's. */
  schoolId?: number;
  /** The step to open on (a portal route); the page's address wins when it is a return from paying. */
  start?: CheckoutStep;
  /** Where the payment page sends the parent back; by default this page, without `kyu_` parameters. */
  appDomain?: string;
  /** True on the portal's checkout pages, which have their own success page. */
  fromNewSubPage?: boolean;
  /** Called with each step shown (event `step`). */
  onStep?: (step: CheckoutStep) => void;
  /** Opens the payment page; by default the whole window goes there. */
  onRedirect?: (url: string) => void;
  /** After paying, where the parent sees the child's courses (a student their own). */
  coursesHref?: string;
  /** After paying, where the child signs in to use the courses. */
  signInHref?: string;
}

const HEADINGS: Record<CheckoutStep, string> = {
  courses: 'Choose courses',
  login: 'Sign in to pay',
  child: 'Who are the courses for?',
  cart: 'Your cart',
  confirming: 'Confirming your payment',
  success: 'Payment complete',
  unconfirmed: 'Payment not confirmed yet',
  cancelled: 'Payment cancelled',
};

const leaveFor = (url: string) => window.location.assign(url);

/** Buying courses: choose them, sign in, choose the child, pay on the provider's page, come back. */
export function Checkout({
  schoolId,
  start,
  appDomain,
  fromNewSubPage = false,
  onStep,
  onRedirect = leaveFor,
  coursesHref,
  signInHref,
}: CheckoutProps) {
  const step = useStore($checkoutStep);
  const shown = useRef(0);
  useEffect(() => {
    void loadCatalogue(schoolId ? { school_id: schoolId } : {});
    void openCheckout(location.href, start);
  }, [schoolId, start]);
  useEffect(() => {
    // A step the store already left (the one rendered before the page's own was opened) is
    // not reported: a portal page would navigate away on it.
    if (step !== $checkoutStep.get()) return;
    shown.current++;
    onStep?.(step);
    // The return is read once: a reload or a shared link must not confirm or cancel again.
    if ((step === 'success' || step === 'cancelled') && returnOf(location.href, PRODUCT)) {
      history.replaceState(history.state, '', withoutReturnParams(location.href, PRODUCT));
    }
  }, [step]);

  return (
    <Frame css={CHECKOUT_CSS} class="kyu-checkout">
      <section aria-labelledby="kyu-checkout-heading">
        <StepHeading key={step} focus={shown.current > 0}>
          {HEADINGS[step]}
        </StepHeading>
        {step === 'courses' && <CoursesStep />}
        {step === 'login' && <LoginStep />}
        {step === 'child' && <ChildStep />}
        {step === 'cart' && (
          <CartStep
            appDomain={appDomain ?? returnAddress(location.href, PRODUCT)}
            fromNewSubPage={fromNewSubPage}
            onRedirect={onRedirect}
          />
        )}
        {(step === 'confirming' ||
          step === 'success' ||
          step === 'unconfirmed' ||
          step === 'cancelled') && (
          <ReturnStep step={step} coursesHref={coursesHref} signInHref={signInHref} />
        )}
      </section>
    </Frame>
  );
}
