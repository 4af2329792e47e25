import { atom, computed, onMount } from 'nanostores';
import type { CheckoutMode } from '../constants/commerce';
import { PRODUCT } from '../constants/product';
import { UserRole } from '../constants/roles';
import type { Child, Product } from '../contract';
import { clearAtSignOut } from '../account/sign-out';
import { $user } from '../account/stores';
import { $cart, $selectedChild, addToCart, checkout, itemsFor, selectChild } from '../cart';
import { $subscriptions, loadSubscriptions } from '../cart/subscriptions';
import { removeEverywhere, readJson, sessionArea, writeJson } from '../storage/areas';
import { StorageKey } from '../storage/keys';
import { $catalogue, loadProducts } from './catalogue';
import { loadChildren } from './children';
import {
  CONFIRM_ATTEMPTS,
  CONFIRM_EVERY_MS,
  isConfirmed,
  purchaseOf,
  readPending,
  returnOf,
  stepFor,
  stepToBuy,
  type CheckoutStep,
  type PendingCheckout,
} from './model';

/** The step of the checkout shown; shared by the widget and the portal's checkout pages. */
export const $checkoutStep = atom<CheckoutStep>('courses');

/** The courses picked before their prices are known (a guest): they join the cart at the cart step. */
export const $wanted = atom<readonly number[]>([]);

/** Courses picked that the learner chosen cannot buy (another level or school), by name. */
export const $notOffered = atom<readonly string[]>([]);

/** Courses that left the cart because the learner has them already, by name. */
export const $alreadyHas = atom<readonly string[]>([]);

/** The checkout whose payment was just confirmed, so the success step can lead on to it. */
export const $paid = atom<PendingCheckout | null>(null);

/** What was just bought, for whom, by name: what the success step names and links to. */
export const $purchase = computed([$paid, $catalogue], (paid, catalogue) =>
  paid ? purchaseOf(paid, catalogue ?? []) : null,
);

let epoch = 0;

function forget(): void {
  epoch++;
  $checkoutStep.set('courses');
  $wanted.set([]);
  $notOffered.set([]);
  $alreadyHas.set([]);
  $paid.set(null);
}

const learnerId = (): number | null => {
  const user = $user.get();
  if (user?.user_role_id === UserRole.student) return user.id;
  return $selectedChild.get()?.id ?? null;
};

onMount($wanted, () => {
  const stored = readJson<unknown>(sessionArea(), StorageKey.checkoutWanted);
  if (Array.isArray(stored)) $wanted.set(stored.filter((id) => Number.isInteger(id) && id > 0));
});

/** Picks or unpicks a course to buy. */
export function toggleWanted(courseId: number): void {
  clearAtSignOut('cart', forget);
  const now = $wanted.get();
  const next = now.includes(courseId) ? now.filter((id) => id !== courseId) : [...now, courseId];
  writeJson(sessionArea(), StorageKey.checkoutWanted, next);
  $wanted.set(next);
}

// The picked courses join the cart for the learner, with the prices the server gives them.
function fillCart(products: readonly Product[], child: Child | null): void {
  const wanted = $wanted.get();
  for (const product of products) {
    if (wanted.includes(product.course.id)) addToCart(product, child ?? undefined);
  }
  const offered = new Set(products.map((p) => p.course.id));
  const names = new Map($catalogue.get()?.map((course) => [course.id, course.name]));
  $notOffered.set(wanted.filter((id) => !offered.has(id)).map((id) => names.get(id) ?? `#${id}`));
  removeEverywhere([StorageKey.checkoutWanted]);
  $wanted.set([]);
}

/**
 * Shows `wanted`, or the step it needs first (see `stepFor`), and loads what that step shows:
 * the children for the child step; the prices, the picked courses and the learner's
 * subscriptions (which take the courses they have out of the cart) for the cart.
 */
export async function goToStep(wanted: CheckoutStep): Promise<void> {
  clearAtSignOut('cart', forget);
  const step = stepFor(wanted, $user.get(), $selectedChild.get());
  $checkoutStep.set(step);
  if (step === 'child') await loadChildren();
  const learner = learnerId();
  if (step !== 'cart' || learner === null) return;
  const products = await loadProducts(learner);
  if (products) fillCart(products, $selectedChild.get());
  const before = itemsFor($cart.get(), learner);
  await loadSubscriptions(learner);
  const kept = new Set(itemsFor($cart.get(), learner).map((item) => item.product.course.id));
  $alreadyHas.set(
    before.filter((item) => !kept.has(item.product.course.id)).map((i) => i.product.course.name),
  );
}

/** Goes on from the courses to buying them: sign-in, the child, or the cart. */
export const proceedToBuy = () => goToStep(stepToBuy($user.get(), $selectedChild.get()));

/** Buys for `child` (a parent's choice): their cart comes next. */
export function buyFor(child: Child): Promise<void> {
  selectChild(child);
  return goToStep('cart');
}

/** What `pay` needs to know of the page. */
export interface PayOptions {
  /** Where the payment page sends the parent back: the page without `kyu_` parameters, or Kyu's origin. */
  readonly appDomain: string;
  readonly mode: CheckoutMode;
  /** True on the portal's own checkout pages, which have their success page. */
  readonly fromNewSubPage?: boolean;
}

/**
 * Starts paying for the learner's items (see the cart's `checkout`) and answers the payment
 * page to open, or null with the cart's error set. What is paid for is kept in the tab first,
 * for the return to confirm.
 */
export async function pay(options: PayOptions): Promise<string | null> {
  const learner = learnerId();
  if (learner === null) return checkout(options);
  const pending: PendingCheckout = {
    learner_id: learner,
    child: $user.get()?.user_role_id === UserRole.student ? null : $selectedChild.get(),
    course_ids: itemsFor($cart.get(), learner).map((item) => item.product.course.id),
  };
  writeJson(sessionArea(), StorageKey.checkoutPending, pending);
  const url = await checkout(options);
  if (!url) removeEverywhere([StorageKey.checkoutPending]);
  return url;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long the return waits for the payment's confirmation (tests shorten it). */
export interface ConfirmTiming {
  readonly everyMs?: number;
  readonly attempts?: number;
}

/**
 * Asks the server, a few times, whether the learner's subscriptions now hold what was paid for:
 * `success` once they do (the cart loses those courses on the way), `unconfirmed` when it takes
 * too long. Success is never shown before the server confirms it.
 */
export async function confirmPayment(timing: ConfirmTiming = {}): Promise<void> {
  clearAtSignOut('cart', forget);
  const run = ++epoch;
  const pending = readPending(readJson<unknown>(sessionArea(), StorageKey.checkoutPending));
  if (!pending) {
    $checkoutStep.set('unconfirmed');
    return;
  }
  if (pending.child) selectChild(pending.child);
  $checkoutStep.set('confirming');
  const attempts = timing.attempts ?? CONFIRM_ATTEMPTS;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    await loadSubscriptions(pending.learner_id);
    if (run !== epoch) return;
    if (isConfirmed($subscriptions.get() ?? [], pending)) {
      removeEverywhere([StorageKey.checkoutPending]);
      $paid.set(pending);
      $checkoutStep.set('success');
      return;
    }
    if (attempt < attempts) await sleep(timing.everyMs ?? CONFIRM_EVERY_MS);
    if (run !== epoch) return;
  }
  $checkoutStep.set('unconfirmed');
}

/**
 * Opens the checkout on a page: the return from the payment page when its address says so
 * (confirming a success; a cancel keeps the cart and its child), else the step `start`.
 */
export function openCheckout(
  href: string,
  start: CheckoutStep = 'courses',
  timing?: ConfirmTiming,
): Promise<void> {
  clearAtSignOut('cart', forget);
  const back = returnOf(href, PRODUCT);
  if (back === 'success') return confirmPayment(timing);
  if (back === 'cancelled') {
    const pending = readPending(readJson<unknown>(sessionArea(), StorageKey.checkoutPending));
    removeEverywhere([StorageKey.checkoutPending]);
    if (pending?.child) selectChild(pending.child);
    $checkoutStep.set('cancelled');
    return Promise.resolve();
  }
  return goToStep(start);
}

// Signing in on the login step goes on to the child or the cart; signing out goes back to the courses.
onMount($checkoutStep, () =>
  $user.listen((user) => {
    const step = $checkoutStep.get();
    if (!user && step !== 'courses') $checkoutStep.set('courses');
    else if (user && step === 'login') void goToStep('login');
  }),
);
