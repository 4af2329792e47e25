import { CART_MAX_ITEMS, CHECKOUT_SUCCESS_MARKER, type CheckoutMode } from '../constants/commerce';
import { UserRole } from '../constants/roles';
import type { Product, SessionUser, Subscription } from '../contract';
import { isProduct } from './product-shape';

/** A course in the cart, for one learner (overview §3 "Cart item": product, child_id, child_name). */
export interface CartItem {
  readonly product: Product;
  /** The learner it is for; null until a child is chosen (a guest's cart, a parent's first pick). */
  readonly child_id: number | null;
  readonly child_name: string | null;
}

/** The learner an item goes to: a parent's child, or a student buying for themselves. */
export interface Learner {
  readonly id: number;
  readonly name: string;
}

/** How the cart is kept in local storage: whose it is, so another user's cart is never shown. */
export interface StoredCart {
  /** The user who filled it; null for a guest, whose cart the next sign-in takes over. */
  readonly owner: number | null;
  readonly items: readonly CartItem[];
}

const keyOf = (item: CartItem) => `${item.product.course.id}:${item.child_id ?? ''}`;

/** The items with later copies of the same course for the same learner left out, at most {@link CART_MAX_ITEMS}. */
export function withoutDuplicates(items: readonly CartItem[]): CartItem[] {
  const seen = new Set<string>();
  const unique: CartItem[] = [];
  for (const item of items) {
    if (seen.has(keyOf(item))) continue;
    seen.add(keyOf(item));
    unique.push(item);
  }
  return unique.slice(0, CART_MAX_ITEMS);
}

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<keyof CartItem, unknown>;
  const childId = item.child_id;
  return (
    isProduct(item.product) &&
    (childId === null || (Number.isInteger(childId) && (childId as number) > 0)) &&
    (item.child_name === null || typeof item.child_name === 'string')
  );
}

/**
 * The cart kept in local storage, as `userId` may see it: nothing when it is unreadable, of
 * another shape, or another user's; malformed items and duplicates left out.
 */
export function readCart(stored: unknown, userId: number | null): CartItem[] {
  if (typeof stored !== 'object' || stored === null) return [];
  const { owner, items } = stored as Partial<Record<keyof StoredCart, unknown>>;
  if (!Array.isArray(items) || (owner !== null && owner !== userId)) return [];
  return withoutDuplicates(items.filter(isCartItem));
}

/** The cart with `product` added for `learner` (or for nobody yet); a course already there for them is not added twice. */
export function addItem(
  items: readonly CartItem[],
  product: Product,
  learner: Learner | null,
): CartItem[] {
  const item = { product, child_id: learner?.id ?? null, child_name: learner?.name ?? null };
  return withoutDuplicates([...items, item]);
}

/** The cart without the course `courseId` for the learner `childId`. */
export function removeItem(
  items: readonly CartItem[],
  courseId: number,
  childId: number | null,
): CartItem[] {
  return items.filter((item) => keyOf(item) !== `${courseId}:${childId ?? ''}`);
}

/** Items without a child go to `learner`, once one is chosen (overview §4). */
export function assignChild(items: readonly CartItem[], learner: Learner): CartItem[] {
  return withoutDuplicates(
    items.map((item) =>
      item.child_id === null ? { ...item, child_id: learner.id, child_name: learner.name } : item,
    ),
  );
}

/**
 * Checkout is allowed only with items in the cart and either no user (who signs in on the way),
 * a student, or an item for the selected child (overview §4).
 */
export function canCheckout(
  items: readonly CartItem[],
  user: SessionUser | null,
  selectedChildId: number | null,
): boolean {
  if (items.length === 0) return false;
  if (!user || user.user_role_id === UserRole.student) return true;
  return selectedChildId !== null && items.some((item) => item.child_id === selectedChildId);
}

/** The items one checkout pays for: the learner's own, and any not given to a child yet. */
export function itemsFor(items: readonly CartItem[], learnerId: number): CartItem[] {
  return items.filter((item) => item.child_id === learnerId || item.child_id === null);
}

/**
 * The prices a checkout sends for `items` at `mode`, each once; null when a course has no
 * annual price and annual was asked, as the provider cannot mix intervals.
 */
export function pricesFor(items: readonly CartItem[], mode: CheckoutMode): string[] | null {
  const prices = items.map(({ product }) =>
    mode === 'annual' ? product.annual_price_id : product.price_id,
  );
  if (prices.some((price) => price === null)) return null;
  return [...new Set(prices as string[])];
}

/**
 * True when a checkout address is a success page: its path holds "success". The host and
 * query are not read, so a payment page on a host or with a parameter named so is not mistaken.
 */
export function isSuccessUrl(url: string): boolean {
  try {
    return new URL(url, 'https://kyu.invalid').pathname.includes(CHECKOUT_SUCCESS_MARKER);
  } catch {
    return false;
  }
}

/** The cart once a checkout answered `url`: the purchased items leave it when that is a success page. */
export function afterCheckout(
  items: readonly CartItem[],
  url: string,
  purchased: readonly CartItem[],
): CartItem[] {
  if (!isSuccessUrl(url)) return [...items];
  const bought = new Set(purchased.map(keyOf));
  return items.filter((item) => !bought.has(keyOf(item)));
}

// A child keeps a course through its period, and through payment retries (past due).
const grantsAccess = (subscription: Subscription) =>
  subscription.status === 'active' || subscription.status === 'past_due';

/** The cart without the learner's items for courses their subscriptions already give them (overview §4). */
export function withoutOwned(
  items: readonly CartItem[],
  learnerId: number,
  subscriptions: readonly Subscription[],
): CartItem[] {
  const owned = new Set(
    subscriptions
      .filter((s) => s.student_id === learnerId && grantsAccess(s))
      .flatMap((s) => s.course_ids),
  );
  return items.filter((item) => item.child_id !== learnerId || !owned.has(item.product.course.id));
}

/** The subscriptions with `cancel_at_period_end` set to `value` on the one numbered `id`. */
export function withCancelAtPeriodEnd(
  subscriptions: readonly Subscription[],
  id: number,
  value: boolean,
): Subscription[] {
  return subscriptions.map((s) =>
    s.subscription_id === id ? { ...s, cancel_at_period_end: value } : s,
  );
}
