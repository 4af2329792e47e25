import { $checkoutStep, type CheckoutStep } from '@kyu/core/checkout';
import { useStore } from '@nanostores/preact';
import { PRODUCT, UserRole } from '@kyu/core/constants';
import { $user } from '@kyu/core/session';
import { navigate } from '@kyu/core/router';
import { Checkout } from '@kyu/widgets/checkout';
import type { PageProps } from './page-props';

const p = `/${PRODUCT}`;

// The step each checkout route opens on; the success and cancelled pages read the return itself.
const START: Readonly<Record<string, CheckoutStep>> = {
  guestCourses: 'courses',
  checkoutLogin: 'login',
  checkoutSelectChild: 'child',
};

// Where each step lives in the portal, so the address follows the checkout and a reload or the
// back button lands on the same step. The cart has no route of its own: it sits with the courses.
const PATHS: Readonly<Record<CheckoutStep, string>> = {
  courses: '/Best_AI_Coach',
  cart: '/Best_AI_Coach',
  login: `${p}/checkout/login`,
  child: `${p}/checkout/select-child`,
  confirming: `${p}/checkout/success`,
  success: `${p}/checkout/success`,
  unconfirmed: `${p}/checkout/success`,
  cancelled: `${p}/checkout/cancelled`,
};

/**
 * /Best_AI_Coach (the courses, browsed as a guest), /{product}/checkout/login, /select-child,
 * /success and /cancelled: the `<kyu-checkout>` widget's own view on every one. Payment pages
 * send the parent back to Kyu's origin, whose success and cancelled pages these are.
 */
export function CheckoutPage({ route }: PageProps) {
  const user = useStore($user);
  // A page the checkout itself moved to (the cart, at /Best_AI_Coach) goes on with its step.
  const current = $checkoutStep.get();
  const start = PATHS[current] === location.pathname ? current : (START[route.name] ?? 'courses');
  return (
    <>
      <h1>{route.title}</h1>
      <Checkout
        start={start}
        appDomain={location.origin}
        fromNewSubPage
        // After paying: a parent goes on to the child's courses, a student to their own.
        coursesHref={
          user?.user_role_id === UserRole.student ? '/student/dashboard' : `${p}/dashboard`
        }
        signInHref={`${location.origin}/login`}
        onStep={(step) => {
          if (PATHS[step] !== location.pathname) navigate(PATHS[step]);
        }}
      />
    </>
  );
}
