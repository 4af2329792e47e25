import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeChild, makeProduct, makeSessionUser } from '@kyu/test-support/data';
import { call, json, mockFetch, problem } from '@kyu/test-support/fetch';
import { UserRole } from '../constants/roles';
import { signOutLocally } from '../account/sign-out';
import { $user } from '../account/stores';
import { StorageKey } from '../storage/keys';
import { resetCore } from '../testing/reset';
import {
  $canCheckout,
  $cart,
  $checkoutError,
  addToCart,
  checkout,
  selectChild,
  settleCheckout,
} from './stores';

let local: Storage;
const parent = () => makeSessionUser({ user_role_id: UserRole.parent });
const stored = () => JSON.parse(local.getItem(StorageKey.cart) ?? 'null');
const childIds = () => $cart.get().map((item) => item.child_id);
let stop: () => void;

beforeEach(() => {
  ({ local } = resetCore());
  signOutLocally();
  // A page showing the cart keeps it mounted, as a widget reading it would.
  stop = $cart.listen(() => undefined);
});
afterEach(() => stop());

describe('the cart in local storage', () => {
  it('keeps what is added under kyu:cart, with whose cart it is', () => {
    const user = parent();
    $user.set(user);
    addToCart(makeProduct(), makeChild());
    expect(stored()).toMatchObject({ owner: user.id, items: [{ child_name: 'Grace Hopper' }] });
  });

  it('survives a reload', async () => {
    $user.set(parent());
    const product = makeProduct();
    addToCart(product, makeChild());
    vi.resetModules();
    vi.stubGlobal('localStorage', local);
    const fresh = await import('./stores');
    vi.unstubAllGlobals();
    expect(fresh.$cart.get().map((item) => item.product)).toEqual([product]);
  });

  it('is emptied on sign-out, in memory and in storage', () => {
    $user.set(parent());
    selectChild(makeChild());
    addToCart(makeProduct());
    signOutLocally();
    expect([$cart.get(), local.getItem(StorageKey.cart)]).toEqual([[], null]);
  });

  it("shows nothing of another user's cart found after sign-in, and replaces it", () => {
    const [owner, next] = [parent(), parent()];
    local.setItem(
      StorageKey.cart,
      JSON.stringify({
        owner: owner.id,
        items: [{ product: makeProduct(), child_id: 3, child_name: 'X' }],
      }),
    );
    $user.set(next);
    expect($cart.get()).toEqual([]);
    addToCart(makeProduct(), makeChild());
    expect(stored().owner).toBe(next.id);
    expect($cart.get()).toHaveLength(1);
  });

  it("becomes the signed-in user's when a guest filled it", () => {
    addToCart(makeProduct());
    const user = parent();
    $user.set(user);
    expect([stored().owner, $cart.get().length]).toEqual([user.id, 1]);
  });

  it('starts empty over corrupt JSON and recovers on the next add', () => {
    local.setItem(StorageKey.cart, '{"owner": null, "items": [');
    $user.set(parent());
    expect($cart.get()).toEqual([]);
    addToCart(makeProduct());
    expect($cart.get()).toHaveLength(1);
  });
});

describe('choosing a child', () => {
  it('assigns the items without a child to the child selected', () => {
    $user.set(parent());
    addToCart(makeProduct());
    addToCart(makeProduct());
    const child = makeChild();
    selectChild(child);
    expect(childIds()).toEqual([child.id, child.id]);
  });

  it("gives a student's items to the student", () => {
    addToCart(makeProduct());
    const student = makeSessionUser({ user_role_id: UserRole.student });
    $user.set(student);
    expect(childIds()).toEqual([student.id]);
  });

  it('allows checkout to a parent only once an item is for the selected child', () => {
    $user.set(parent());
    const [ada, alan] = [makeChild(), makeChild()];
    addToCart(makeProduct(), alan);
    selectChild(ada);
    expect($canCheckout.get()).toBe(false);
    selectChild(alan);
    expect($canCheckout.get()).toBe(true);
  });
});

describe('checkout', () => {
  const appDomain = 'https://school.example';

  it("sends the selected child's prices and answers the payment page, keeping the cart", async () => {
    $user.set(parent());
    const child = makeChild();
    const product = makeProduct();
    selectChild(child);
    addToCart(product);
    const fetch = mockFetch(json({ checkout_url: 'https://pay.example/c/cs_1' }));
    await expect(checkout({ appDomain, mode: 'annual' })).resolves.toBe(
      'https://pay.example/c/cs_1',
    );
    expect(call(fetch).url).toBe('/api/v1/subscription/checkout');
    expect(call(fetch).body).toEqual({
      app_domain: appDomain,
      student_id: child.id,
      price_ids: [product.annual_price_id],
      checkout_mode: 'annual',
      is_from_new_sub_page: false,
    });
    expect($cart.get()).toHaveLength(1);
  });

  it('empties the purchased items when the answer is already the success page', async () => {
    $user.set(parent());
    const [ada, alan] = [makeChild(), makeChild()];
    addToCart(makeProduct(), alan);
    selectChild(ada);
    addToCart(makeProduct());
    mockFetch(json({ checkout_url: `${appDomain}/academy/checkout/success` }));
    await checkout({ appDomain });
    expect(childIds()).toEqual([alan.id]);
  });

  it('removes the purchased items when the browser comes back to the success page', () => {
    $user.set(parent());
    const child = makeChild();
    addToCart(makeProduct(), child);
    settleCheckout(`${appDomain}/academy/checkout/cancelled`, child.id);
    expect($cart.get()).toHaveLength(1);
    settleCheckout(`${appDomain}/academy/checkout/success?session_id=cs_1`, child.id);
    expect($cart.get()).toEqual([]);
  });

  it('keeps the cart and says why when the server refuses', async () => {
    $user.set(parent());
    selectChild(makeChild());
    addToCart(makeProduct());
    mockFetch(problem(409, 'Grace already has Maths'));
    await expect(checkout({ appDomain })).resolves.toBeNull();
    expect([$checkoutError.get(), $cart.get().length]).toEqual(['Grace already has Maths', 1]);
  });

  it('asks a visitor to sign in, and a parent to choose a child, before calling', async () => {
    const fetch = mockFetch();
    addToCart(makeProduct());
    await expect(checkout({ appDomain })).resolves.toBeNull();
    expect($checkoutError.get()).toMatch(/sign in/i);
    $user.set(parent());
    await checkout({ appDomain });
    expect($checkoutError.get()).toMatch(/choose/i);
    expect(fetch).not.toHaveBeenCalled();
  });
});
