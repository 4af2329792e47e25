import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  makeChild,
  makeCourse,
  makeProduct,
  makeSessionUser,
  makeSubscription,
} from '@kyu/test-support/data';
import { fakeFetch, on, type SeenRequest } from '@kyu/test-support/fetch';
import { UserRole } from '../constants/roles';
import { signOutLocally } from '../account/sign-out';
import { $user } from '../account/stores';
import { $cart, selectChild } from '../cart';
import { StorageKey } from '../storage/keys';
import { resetCore } from '../testing/reset';
import {
  $catalogue,
  $checkoutStep,
  $notOffered,
  $wanted,
  buyFor,
  loadCatalogue,
  openCheckout,
  pay,
  proceedToBuy,
  toggleWanted,
} from '.';

const [maths, science, art] = [makeCourse(), makeCourse(), makeCourse({ name: 'Art' })];
const child = makeChild();
const products = [makeProduct({ course: maths }), makeProduct({ course: science })];
const parent = makeSessionUser({ user_role_id: UserRole.parent });
const body = (request: SeenRequest | undefined) => JSON.parse(String(request?.body)) as unknown;

let session: Storage;
let stop: () => void;
beforeEach(() => {
  ({ session } = resetCore());
  signOutLocally();
  const stops = [$cart.listen(() => undefined), $checkoutStep.listen(() => undefined)];
  stop = () => stops.forEach((s) => s());
});
afterEach(() => stop());

const shop = (subscriptions: unknown[] = []) =>
  fakeFetch(
    on('GET', '/api/v1/courses', { body: { courses: [maths, science, art] } }),
    on('GET', '/api/v1/users/children', { body: [child] }),
    on('GET', `/api/v1/subscription/products?student_id=${child.id}`, { body: products }),
    on('GET', `/api/v1/subscription?student_id=${child.id}`, () => ({
      body: subscriptions.shift() ?? [],
    })),
    on('POST', '/api/v1/subscription/checkout', {
      body: { checkout_url: 'https://kyu.example/test-checkout/cs_1' },
    }),
  );

describe('buying as a guest', () => {
  it('asks to sign in, then for the child, then shows the picked courses in the cart with prices', async () => {
    const seen = shop();
    await loadCatalogue();
    toggleWanted(maths.id);
    toggleWanted(art.id);
    await proceedToBuy();
    expect($checkoutStep.get()).toBe('login');
    $user.set(parent);
    await until(() => $checkoutStep.get() === 'child');
    await buyFor(child);
    expect($checkoutStep.get()).toBe('cart');
    expect($cart.get().map((item) => [item.product.course.id, item.child_id])).toEqual([
      [maths.id, child.id],
    ]);
    expect($notOffered.get()).toEqual(['Art']);
    expect($wanted.get()).toEqual([]);
    expect(seen.map((r) => `${r.method} ${r.url}`)).toContain(
      `GET /api/v1/subscription?student_id=${child.id}`,
    );
  });

  it('goes back to the courses when the user signs out on the way', async () => {
    shop();
    $user.set(parent);
    await proceedToBuy();
    expect($checkoutStep.get()).toBe('child');
    signOutLocally();
    expect($checkoutStep.get()).toBe('courses');
  });
});

describe('buying as a student', () => {
  it('skips the child step: the courses are for the student, at their own prices', async () => {
    const student = makeSessionUser({ user_role_id: UserRole.student });
    const seen = fakeFetch(
      on('GET', `/api/v1/subscription/products?student_id=${student.id}`, { body: products }),
      on('GET', `/api/v1/subscription?student_id=${student.id}`, { body: [] }),
    );
    $user.set(student);
    toggleWanted(science.id);
    await proceedToBuy();
    expect($checkoutStep.get()).toBe('cart');
    expect($cart.get().map((item) => [item.product.course.id, item.child_id])).toEqual([
      [science.id, student.id],
    ]);
    expect(seen.some((r) => r.url.includes('/users/children'))).toBe(false);
  });
});

describe('paying', () => {
  it('keeps what is paid for in the tab, then answers the payment page', async () => {
    const seen = shop();
    $user.set(parent);
    toggleWanted(maths.id);
    await buyFor(child);
    const url = await pay({ appDomain: 'https://school.example/buy', mode: 'annual' });
    expect(url).toBe('https://kyu.example/test-checkout/cs_1');
    expect(body(seen.find((r) => r.method === 'POST'))).toEqual({
      app_domain: 'https://school.example/buy',
      student_id: child.id,
      price_ids: [products[0]?.annual_price_id],
      checkout_mode: 'annual',
      is_from_new_sub_page: false,
    });
    expect(JSON.parse(session.getItem(StorageKey.checkoutPending) ?? 'null')).toEqual({
      learner_id: child.id,
      child,
      course_ids: [maths.id],
    });
  });

  it('keeps nothing when the server refuses the checkout', async () => {
    fakeFetch(
      on('GET', /products/, { body: products }),
      on('GET', /subscription\?/, { body: [] }),
      on('POST', '/api/v1/subscription/checkout', {
        status: 409,
        body: { title: 'Course already owned', status: 409 },
      }),
    );
    $user.set(parent);
    toggleWanted(maths.id);
    await buyFor(child);
    expect(await pay({ appDomain: 'https://school.example/buy', mode: 'monthly' })).toBeNull();
    expect(session.getItem(StorageKey.checkoutPending)).toBeNull();
  });
});

describe('coming back from the payment page', () => {
  const paidFor = async (subscriptions: unknown[]) => {
    shop(subscriptions);
    $user.set(parent);
    toggleWanted(maths.id);
    await buyFor(child);
    await pay({ appDomain: 'https://school.example/buy', mode: 'monthly' });
    selectChild(null);
  };
  const owned = [makeSubscription({ student_id: child.id, course_ids: [maths.id] })];

  it('confirms with the server before showing success, and the cart loses what was bought', async () => {
    await paidFor([[], [], owned]);
    const steps: string[] = [];
    const unlisten = $checkoutStep.listen((step) => steps.push(step));
    await openCheckout(
      'https://school.example/buy?kyu_checkout=success&session_id=cs_1',
      'courses',
      {
        everyMs: 1,
      },
    );
    unlisten();
    expect(steps).toEqual(['confirming', 'success']);
    expect($cart.get()).toEqual([]);
    expect(session.getItem(StorageKey.checkoutPending)).toBeNull();
  });

  it('says it could not confirm yet when the server has not, and keeps the cart', async () => {
    await paidFor([]);
    await openCheckout('https://kyu.example/academy/checkout/success?session_id=cs_1', 'courses', {
      everyMs: 1,
      attempts: 3,
    });
    expect($checkoutStep.get()).toBe('unconfirmed');
    expect($cart.get()).toHaveLength(1);
  });

  it('claims nothing for a success address with no checkout started in this tab', async () => {
    shop();
    $user.set(parent);
    await openCheckout('https://school.example/buy?kyu_checkout=success');
    expect($checkoutStep.get()).toBe('unconfirmed');
  });

  it('keeps the cart and its child after a cancel', async () => {
    await paidFor([]);
    await openCheckout('https://school.example/buy?kyu_checkout=cancelled');
    expect($checkoutStep.get()).toBe('cancelled');
    expect($cart.get().map((item) => item.child_id)).toEqual([child.id]);
    await proceedToBuy();
    expect($checkoutStep.get()).toBe('cart');
  });
});

async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 50 && !done(); i++) await new Promise((r) => setTimeout(r, 1));
  expect(done()).toBe(true);
}

it('lists only the active courses on offer', async () => {
  fakeFetch(
    on('GET', '/api/v1/courses?school_id=4', {
      body: { courses: [maths, makeCourse({ is_active: false })] },
    }),
  );
  await loadCatalogue({ school_id: 4 });
  expect($catalogue.get()).toEqual([maths]);
});
