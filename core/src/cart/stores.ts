import { atom, computed, onMount } from 'nanostores';
import type { CheckoutMode } from '../constants/commerce';
import { UserRole } from '../constants/roles';
import type { CheckoutAnswer, CheckoutBody, Child, Product, SessionUser } from '../contract';
import { api } from '../api/client';
import { problemMessage } from '../api/model';
import { clearAtSignOut } from '../account/sign-out';
import { $user } from '../account/stores';
import { localArea, readJson, removeEverywhere, writeJson } from '../storage/areas';
import { StorageKey } from '../storage/keys';
import {
  addItem,
  afterCheckout,
  assignChild,
  canCheckout,
  isSuccessUrl,
  itemsFor,
  pricesFor,
  readCart,
  removeItem,
  type CartItem,
  type Learner,
  type StoredCart,
} from './model';

/** The cart, as kept in local storage (`kyu:cart`): it survives reloads and sign-out empties it. */
export const $cart = atom<readonly CartItem[]>([]);

/** The child a parent is buying for or managing; null until one is chosen. */
export const $selectedChild = atom<Child | null>(null);

/** Why the last checkout did not start, in words for the parent; null otherwise. */
export const $checkoutError = atom<string | null>(null);

/** Whether the checkout button may be pressed (see `canCheckout`). */
export const $canCheckout = computed([$cart, $user, $selectedChild], (items, user, child) =>
  canCheckout(items, user, child?.id ?? null),
);

const nameOf = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.trim();

// A student buys for themselves, so whatever they put in the cart is theirs.
const selfLearner = (user: SessionUser | null): Learner | null =>
  user?.user_role_id === UserRole.student ? { id: user.id, name: nameOf(user) } : null;

const selectedLearner = (): Learner | null => {
  const child = $selectedChild.get();
  return child ? { id: child.id, name: nameOf(child) } : selfLearner($user.get());
};

// Local storage is the cart's truth, so each action starts from it: a reload, another tab or
// a sign-in since the store last read it cannot be overwritten with an older cart.
function stored(): CartItem[] {
  const user = $user.get();
  const items = readCart(readJson<unknown>(localArea(), StorageKey.cart), user?.id ?? null);
  const self = selfLearner(user);
  return self ? assignChild(items, self) : items;
}

// Writes the cart as the current user's: a guest's cart becomes the user's who signs in.
function keep(items: readonly CartItem[]): void {
  clearAtSignOut('cart', forget);
  if (items.length === 0) removeEverywhere([StorageKey.cart]);
  else {
    const cart: StoredCart = { owner: $user.get()?.id ?? null, items };
    writeJson(localArea(), StorageKey.cart, cart);
  }
  $cart.set(items);
}

// Sign-out: local storage is already cleared (`SIGN_OUT_KEYS`); memory follows.
function forget(): void {
  $cart.set([]);
  $selectedChild.set(null);
  $checkoutError.set(null);
}

onMount($cart, () => {
  keep(stored());
  return $user.listen(() => keep(stored()));
});

/** Puts a course in the cart, for `child` or else the selected child (a student: themselves). */
export function addToCart(product: Product, child?: Child): void {
  keep(
    addItem(stored(), product, child ? { id: child.id, name: nameOf(child) } : selectedLearner()),
  );
}

/** Takes a course out of the cart for one learner (null: the items not given to anyone yet). */
export function removeFromCart(courseId: number, childId: number | null): void {
  keep(removeItem(stored(), courseId, childId));
}

/** Applies `change` to the stored cart (another part of the cart feature deciding what leaves it). */
export function dropItems(change: (items: readonly CartItem[]) => CartItem[]): void {
  keep(change(stored()));
}

/** Chooses the child to buy for; the cart's items for nobody yet become theirs. */
export function selectChild(child: Child | null): void {
  $selectedChild.set(child);
  if (child) keep(assignChild(stored(), { id: child.id, name: nameOf(child) }));
}

/**
 * Removes the learner's items once a checkout for them answered, or came back to, a success
 * page at `url` (overview §4); any other address leaves the cart as it is.
 */
export function settleCheckout(url: string, learnerId: number): void {
  if (!isSuccessUrl(url)) return;
  const items = stored();
  keep(afterCheckout(items, url, itemsFor(items, learnerId)));
}

/** What a checkout needs besides the cart. */
export interface CheckoutOptions {
  /** The origin the payment page sends the parent back to. */
  readonly appDomain: string;
  readonly mode?: CheckoutMode;
  readonly fromNewSubPage?: boolean;
}

/**
 * Starts paying for the selected learner's items (`POST /subscription/checkout`) and answers
 * the payment page to open, or null with {@link $checkoutError} set. An answer that is already
 * the success page (nothing left to pay) empties those items at once.
 */
export async function checkout(options: CheckoutOptions): Promise<string | null> {
  const learner = selectedLearner();
  const items = stored();
  $checkoutError.set(null);
  if (!$user.get()) {
    $checkoutError.set('Sign in or create an account to pay.');
    return null;
  }
  if (!learner || !canCheckout(items, $user.get(), $selectedChild.get()?.id ?? null)) {
    $checkoutError.set('Choose who the courses are for first.');
    return null;
  }
  const mode = options.mode ?? 'monthly';
  const prices = pricesFor(itemsFor(items, learner.id), mode);
  if (!prices) {
    $checkoutError.set('Some of these courses are sold by the month only.');
    return null;
  }
  const body: CheckoutBody = {
    app_domain: options.appDomain,
    student_id: learner.id,
    price_ids: prices,
    checkout_mode: mode,
    is_from_new_sub_page: options.fromNewSubPage ?? false,
  };
  try {
    const { checkout_url } = await api.post<CheckoutAnswer>('/subscription/checkout', body);
    settleCheckout(checkout_url, learner.id);
    return checkout_url;
  } catch (error) {
    $checkoutError.set(problemMessage(error));
    return null;
  }
}
