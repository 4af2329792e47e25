import { configureApi } from '@kyu/core/api';
import { selectChild } from '@kyu/core/cart';
import { $checkoutStep, $wanted } from '@kyu/core/checkout';
import { UserRole } from '@kyu/core/constants';
import { navigate, startHistory } from '@kyu/core/router';
import { $user } from '@kyu/core/session';
import {
  makeChild,
  makeCourse,
  makeProduct,
  makeSessionUser,
  makeSubscription,
} from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../app';

const maths = makeCourse({ name: 'Maths P5' });
const child = makeChild({ first_name: 'Ada', last_name: 'Byron' });
const parent = makeSessionUser({ user_role_id: UserRole.parent });
const owned = makeSubscription({ student_id: child.id, course_ids: [maths.id] });

// What GET /subscription answers: nothing bought until a test says so.
let subscriptions: unknown[] = [];
let stop: () => void = () => undefined;
beforeEach(() => {
  configureApi({ baseUrl: '/api/v1' });
  localStorage.clear();
  sessionStorage.clear();
  $user.set(null);
  selectChild(null);
  $wanted.set([]);
  $checkoutStep.set('courses');
  subscriptions = [];
  window.history.replaceState(null, '', '/');
  stop = startHistory(window);
  fakeFetch(
    on('GET', '/api/v1/courses', { body: { courses: [maths] } }),
    on('GET', '/api/v1/users/children', { body: [child] }),
    on('GET', `/api/v1/subscription/products?student_id=${child.id}`, {
      body: [makeProduct({ course: maths })],
    }),
    on('GET', `/api/v1/subscription?student_id=${child.id}`, () => ({ body: subscriptions })),
  );
});
afterEach(() => {
  cleanup();
  stop();
});

const open = (path: string) => {
  navigate(path);
  return render(<App hostname="localhost" />);
};
const heading = (level: number, name: string) =>
  screen.findByRole('heading', { level, name }, { timeout: 3000 });

describe('the checkout pages', () => {
  it('let a guest browse the courses at /Best_AI_Coach, then go to sign in to buy', async () => {
    open('/Best_AI_Coach');
    await heading(1, 'Browse courses');
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart: Maths P5' }));
    await screen.findByRole('button', { name: 'Remove: Maths P5' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    await waitFor(() => expect(window.location.pathname).toBe('/academy/checkout/login'));
    await heading(2, 'Sign in to pay');
  });

  it('move a parent who signs in at /checkout/login on to choosing the child', async () => {
    open('/academy/checkout/login');
    await heading(2, 'Sign in to pay');
    $user.set(parent);
    await waitFor(() => expect(window.location.pathname).toBe('/academy/checkout/select-child'));
    await heading(2, 'Who are the courses for?');
    expect(screen.getByLabelText('Ada Byron')).toBeTruthy();
  });

  it('show the cart with its prices at /Best_AI_Coach once the parent chose the child', async () => {
    $user.set(parent);
    $wanted.set([maths.id]);
    open('/academy/checkout/select-child');
    fireEvent.click(await screen.findByLabelText('Ada Byron'));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(window.location.pathname).toBe('/Best_AI_Coach'));
    await heading(2, 'Your cart');
    expect(await screen.findByText('£9.99 a month')).toBeTruthy();
  });

  it('say which picked courses left the cart because the child has them already', async () => {
    $user.set(parent);
    selectChild(child);
    subscriptions = [owned];
    $wanted.set([maths.id]);
    open('/academy/checkout/select-child');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('Already theirs, so taken out of the cart: Maths P5.'),
    ).toBeTruthy();
    expect(screen.getByText('Your cart is empty.')).toBeTruthy();
  });

  it('confirm the payment at /checkout/success before saying it is complete', async () => {
    $user.set(parent);
    subscriptions = [owned];
    const pending = { learner_id: child.id, child, course_ids: [maths.id] };
    sessionStorage.setItem('kyu:checkout-pending', JSON.stringify(pending));
    open('/academy/checkout/success?session_id=cs_1');
    await heading(1, 'Your payment');
    await heading(2, 'Payment complete');
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('lead on from "Payment complete" to the child’s courses and the child’s way in', async () => {
    $user.set(parent);
    subscriptions = [owned];
    const pending = { learner_id: child.id, child, course_ids: [maths.id] };
    sessionStorage.setItem('kyu:checkout-pending', JSON.stringify(pending));
    open('/academy/checkout/success?session_id=cs_1');
    await heading(2, 'Payment complete');
    expect((await screen.findByText(/Your payment is confirmed/)).textContent).toBe(
      'Your payment is confirmed: Ada can use Maths P5 now.',
    );
    const courses = screen.getByRole('link', { name: 'See Ada’s courses' });
    expect(courses.getAttribute('href')).toBe('/academy/dashboard');
    const signIn = screen.getByRole('link', { name: `${location.host}/login` });
    expect(signIn.getAttribute('href')).toBe(`${location.origin}/login`);
    expect(screen.getByText(child.username).tagName).toBe('STRONG');
  });

  it('say at /checkout/cancelled that nothing was charged, and lead on to choosing the child', async () => {
    $user.set(parent);
    open('/academy/checkout/cancelled');
    await heading(2, 'Payment cancelled');
    fireEvent.click(screen.getByRole('button', { name: 'Back to your cart' }));
    await waitFor(() => expect(window.location.pathname).toBe('/academy/checkout/select-child'));
  });

  it('send a visitor who opens the success page to sign in first', async () => {
    open('/academy/checkout/success?session_id=cs_1');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });
});
