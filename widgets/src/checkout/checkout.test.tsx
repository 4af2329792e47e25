import { $cart, selectChild } from '@kyu/core/cart';
import { $checkoutStep, $wanted } from '@kyu/core/checkout';
import { UserRole } from '@kyu/core/constants';
import { $academicLevels } from '@kyu/core/reference';
import { $user } from '@kyu/core/session';
import {
  makeChild,
  makeCourse,
  makeProduct,
  makeSessionUser,
  makeSubscription,
} from '@kyu/test-support/data';
import { fakeFetch, on, type SeenRequest } from '@kyu/test-support/fetch';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { button, fill, press } from '../testing/dom';
import { Checkout } from './checkout';

const [maths, science] = [makeCourse({ name: 'Maths P5' }), makeCourse({ name: 'Science P5' })];
const products = [
  makeProduct({ course: maths, monthly_amount: 999, annual_amount: 9990 }),
  makeProduct({
    course: science,
    monthly_amount: 1250,
    annual_amount: null,
    annual_price_id: null,
  }),
];
const parent = makeSessionUser({ user_role_id: UserRole.parent });
const child = makeChild({ first_name: 'Ada', last_name: 'Byron' });
const bodyOf = (seen: SeenRequest[], method: string, url: string) =>
  JSON.parse(String(seen.find((r) => r.method === method && r.url === url)?.body)) as unknown;

// The server as the contract describes it: the catalogue, a parent with no child yet, the
// products and subscriptions of the child, and a checkout answering the test payment page.
function server(
  options: { subscriptions?: unknown[][]; checkout?: { status: number; body: unknown } } = {},
) {
  const children: unknown[] = [];
  const subscriptions = options.subscriptions ?? [];
  return fakeFetch(
    on('GET', '/api/v1/courses', { body: { courses: [maths, science] } }),
    on('POST', '/api/v1/auth/login', { body: parent }),
    on('GET', '/api/v1/users/children', () => ({ body: children })),
    on('POST', '/api/v1/users/onboarding/academy/parent/create-child-account', () => {
      children.push(child);
      return { body: child };
    }),
    on('GET', `/api/v1/subscription/products?student_id=${child.id}`, { body: products }),
    on('GET', `/api/v1/subscription?student_id=${child.id}`, () => ({
      body: subscriptions.shift() ?? [],
    })),
    on(
      'POST',
      '/api/v1/subscription/checkout',
      options.checkout ?? { body: { checkout_url: 'http://localhost:8080/test-checkout/cs_1' } },
    ),
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  $user.set(null);
  selectChild(null);
  $wanted.set([]);
  $checkoutStep.set('courses');
  $academicLevels.set([{ id: 5, name: 'Primary 5' }]);
  history.replaceState(null, '', '/buy?term=2');
});
afterEach(cleanup);

const heading = (name: string) => screen.findByRole('heading', { level: 2, name });

describe('<Checkout>', () => {
  it('takes a guest through sign-in, a new child and the cart to the payment page', async () => {
    const seen = server();
    const onRedirect = vi.fn();
    render(<Checkout onRedirect={onRedirect} />);
    await heading('Choose courses');
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart: Maths P5' }));
    press('Add to cart: Science P5');
    await screen.findByRole('button', { name: 'Remove: Science P5' });
    press('Continue to checkout');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Sign in to pay'));
    fill('Email', parent.email);
    fill('Password', 'kyu-demo-2026');
    press('Sign in');

    await heading('Who are the courses for?');
    fill('First name', 'Ada');
    fill('Last name', 'Byron');
    fill('Username', 'ada.byron');
    fill('Password', 'secret-pass-1');
    fireEvent.change(screen.getByLabelText('School year'), { target: { value: '5' } });
    press('Add child');

    await heading('Your cart');
    expect(await screen.findByText('£9.99 a month')).toBeTruthy();
    expect(screen.getByText('£12.50 a month')).toBeTruthy();
    expect(screen.getByText('£22.49')).toBeTruthy();
    // Science is sold by the month only, so annual billing cannot be chosen with it.
    expect(screen.getByLabelText<HTMLInputElement>('Annual').disabled).toBe(true);
    press('Go to payment');

    await waitFor(() =>
      expect(onRedirect).toHaveBeenCalledWith('http://localhost:8080/test-checkout/cs_1'),
    );
    expect(
      bodyOf(seen, 'POST', '/api/v1/users/onboarding/academy/parent/create-child-account'),
    ).toEqual({
      first_name: 'Ada',
      last_name: 'Byron',
      username: 'ada.byron',
      password: 'secret-pass-1',
      academic_level_id: 5,
    });
    expect(bodyOf(seen, 'POST', '/api/v1/subscription/checkout')).toEqual({
      app_domain: 'http://localhost:3000/buy?term=2',
      student_id: child.id,
      price_ids: [products[0]?.price_id, products[1]?.price_id],
      checkout_mode: 'monthly',
      is_from_new_sub_page: false,
    });
  });

  it('shows the refusal of a course the child already has next to the cart, and keeps the cart', async () => {
    server({
      checkout: {
        status: 409,
        body: { title: 'Course already owned', status: 409, detail: 'Ada already has Maths P5.' },
      },
    });
    $user.set(parent);
    selectChild(child);
    $wanted.set([maths.id]);
    const onRedirect = vi.fn();
    render(<Checkout start="cart" onRedirect={onRedirect} />);
    await screen.findByText('£9.99 a month');
    press('Go to payment');
    expect((await screen.findByRole('alert')).textContent).toBe('Ada already has Maths P5.');
    expect(onRedirect).not.toHaveBeenCalled();
    expect($cart.get()).toHaveLength(1);
  });

  describe('back from the payment page', () => {
    // A cart paid for in this tab, as the trip above leaves it just before the redirect.
    async function paid(subscriptions: unknown[][]) {
      server({ subscriptions });
      $user.set(parent);
      selectChild(child);
      $wanted.set([maths.id]);
      const onRedirect = vi.fn();
      render(<Checkout start="cart" onRedirect={onRedirect} />);
      await screen.findByText('£9.99 a month');
      press('Go to payment');
      await waitFor(() => expect(onRedirect).toHaveBeenCalled());
      cleanup();
      selectChild(null);
    }

    it('confirms with the server, then shows success, empties those items and cleans the address', async () => {
      const owned = makeSubscription({ student_id: child.id, course_ids: [maths.id] });
      await paid([[], [], [owned]]);
      history.replaceState(null, '', '/buy?term=2&kyu_checkout=success&session_id=cs_1');
      render(<Checkout />);
      expect((await screen.findByRole('status')).textContent).toBe('Confirming your payment…');
      await screen.findByRole('heading', { name: 'Payment complete' }, { timeout: 3000 });
      expect(screen.getByRole('status').textContent).toBe(
        'Your payment is confirmed: Ada can use Maths P5 now.',
      );
      expect($cart.get()).toEqual([]);
      await waitFor(() => expect(location.search).toBe('?term=2'));
    });

    it('leads on from success to the courses and says where and how the child signs in', async () => {
      const owned = makeSubscription({ student_id: child.id, course_ids: [maths.id] });
      await paid([[], [], [owned]]);
      history.replaceState(null, '', '/buy?kyu_checkout=success&session_id=cs_1');
      render(<Checkout coursesHref="/academy/dashboard" signInHref="https://kyu.example/login" />);
      await screen.findByRole('heading', { name: 'Payment complete' }, { timeout: 3000 });
      const next = screen.getByRole('list', { name: 'What next' });
      expect(next.textContent).toContain('See Ada’s courses');
      expect(next.textContent).toContain(
        `Ada signs in at kyu.example/login with the username ${child.username} and their own password`,
      );
      expect(screen.getByRole('link', { name: 'See Ada’s courses' }).getAttribute('href')).toBe(
        '/academy/dashboard',
      );
    });

    it('keeps the cart after a cancel and leads back to it', async () => {
      await paid([[]]);
      history.replaceState(null, '', '/buy?kyu_checkout=cancelled');
      render(<Checkout />);
      await heading('Payment cancelled');
      await waitFor(() => expect(location.search).toBe(''));
      press('Back to your cart');
      await heading('Your cart');
      expect(await screen.findByText('Maths P5')).toBeTruthy();
      expect(button('Go to payment').disabled).toBe(false);
    });
  });
});
