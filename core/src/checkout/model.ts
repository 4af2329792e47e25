import { UserRole } from '../constants/roles';
import type { CartItem } from '../cart/model';
import type { CheckoutMode } from '../constants/commerce';
import type { Child, Course, Product, SessionUser, Subscription } from '../contract';

/**
 * The steps of buying courses, in order: browse the courses, sign in, choose the child, the
 * cart with its prices, then the payment page and back: confirming, then success, or
 * `unconfirmed` when the payment has not been confirmed in time; or cancelled.
 */
export type CheckoutStep =
  'courses' | 'login' | 'child' | 'cart' | 'confirming' | 'success' | 'unconfirmed' | 'cancelled';

/** How the payment page sent the parent back, read from the page's address. */
export type CheckoutReturn = 'success' | 'cancelled';

/** The query parameter the payment page adds to a school's page it sends the parent back to. */
export const RETURN_PARAM = 'kyu_checkout';

/** Who may buy: a parent for a child, a student for themself (overview §2, parent area). */
export const canBuy = (user: SessionUser | null): boolean =>
  user?.user_role_id === UserRole.parent || user?.user_role_id === UserRole.student;

/**
 * The step that follows the courses once the visitor wants to buy: sign in first (also for an
 * account that cannot buy, so it may sign out there), then a parent chooses the child, and a
 * student, who buys for themself, goes straight to the cart.
 */
export function stepToBuy(user: SessionUser | null, child: Child | null): CheckoutStep {
  if (!canBuy(user)) return 'login';
  if (user?.user_role_id === UserRole.parent && !child) return 'child';
  return 'cart';
}

/**
 * The step to show when a page asks for `wanted` (a portal route): a step that needs what is
 * missing (a user, a child) gives way to the one that gets it.
 */
export function stepFor(
  wanted: CheckoutStep,
  user: SessionUser | null,
  child: Child | null,
): CheckoutStep {
  // The return steps come from the payment page's address only: asked for by name they would
  // claim a payment nobody confirmed.
  if (wanted !== 'login' && wanted !== 'child' && wanted !== 'cart') return 'courses';
  const ready = stepToBuy(user, child);
  // A parent may come back to choose another child; the others go on from where they stand.
  if (wanted === 'child' && ready !== 'login' && user?.user_role_id === UserRole.parent) {
    return 'child';
  }
  return ready;
}

/**
 * What a page's address says of a checkout: `kyu_checkout=success|cancelled` on a school's page,
 * or Kyu's own `/{product}/checkout/success|cancelled`; null for any other address.
 */
export function returnOf(href: string, product: string): CheckoutReturn | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const param = url.searchParams.get(RETURN_PARAM);
  if (param === 'success' || param === 'cancelled') return param;
  const own = new RegExp(`^/${product}/checkout/(success|cancelled)/?$`).exec(url.pathname);
  return (own?.[1] as CheckoutReturn | undefined) ?? null;
}

/**
 * The page's address without what the payment page added (every `kyu_` parameter, and the
 * `session_id` that comes with them or with Kyu's own success page), so a reload or a shared
 * link does not confirm again, and the school's own parameters stay.
 */
export function withoutReturnParams(href: string, product: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return href;
  }
  if (returnOf(href, product)) url.searchParams.delete('session_id');
  for (const name of [...url.searchParams.keys()]) {
    if (name.startsWith('kyu_')) url.searchParams.delete(name);
  }
  return url.toString();
}

/**
 * The address the payment page sends the parent back to from a page: the page without what an
 * earlier return added, nor its fragment, to which the server adds its own parameters.
 */
export function returnAddress(href: string, product: string): string {
  const address = withoutReturnParams(href, product);
  const hash = address.indexOf('#');
  return hash < 0 ? address : address.slice(0, hash);
}

/** A checkout sent to the payment page, kept in the tab so the return knows what to confirm. */
export interface PendingCheckout {
  /** The learner the courses are for. */
  readonly learner_id: number;
  /** The parent's child chosen, restored on return; null when a student bought for themself. */
  readonly child: Child | null;
  readonly course_ids: readonly number[];
}

const isId = (value: unknown) => Number.isInteger(value) && (value as number) > 0;

/** The pending checkout kept in storage, or null when there is none or it is not of this shape. */
export function readPending(stored: unknown): PendingCheckout | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { learner_id, child, course_ids } = stored as Record<keyof PendingCheckout, unknown>;
  if (!isId(learner_id) || !Array.isArray(course_ids) || !course_ids.every(isId)) return null;
  if (course_ids.length === 0) return null;
  const validChild =
    child === null ||
    (typeof child === 'object' && isId((child as Child).id) && (child as Child).id === learner_id);
  if (!validChild) return null;
  return { learner_id: learner_id as number, child: child as Child | null, course_ids };
}

/**
 * True once the learner's subscriptions give every course paid for: the server confirmed the
 * payment (its webhook), which is the only thing that may be shown as success.
 */
export function isConfirmed(
  subscriptions: readonly Subscription[],
  pending: PendingCheckout,
): boolean {
  const owned = new Set(
    subscriptions
      .filter((s) => s.student_id === pending.learner_id && s.status === 'active')
      .flatMap((s) => s.course_ids),
  );
  return pending.course_ids.every((id) => owned.has(id));
}

/** A confirmed purchase as the success step tells it: who it is for and the courses' names. */
export interface Purchase {
  /** The parent's child the courses are for; null when a student bought for themself. */
  readonly child: Child | null;
  /** The names of the courses bought that the catalogue knows, in the order paid for. */
  readonly courses: readonly string[];
}

/** The purchase a confirmed checkout made, named from the catalogue shown. */
export function purchaseOf(paid: PendingCheckout, catalogue: readonly Course[]): Purchase {
  const names = paid.course_ids.flatMap((id) => catalogue.find((c) => c.id === id)?.name ?? []);
  return { child: paid.child, courses: names };
}

/** How often, and how many times, the return asks whether the payment is confirmed. */
export const CONFIRM_EVERY_MS = 1000;
export const CONFIRM_ATTEMPTS = 15;

/** A sum in the currency's smallest unit, written as people read prices (`£9.99`). */
export function formatPrice(amount: number, currency: string, locale?: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(
      amount / 10 ** fractionDigits(currency),
    );
  } catch {
    return `${(amount / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}

// Yen and the like have no minor unit: the provider counts them in whole units.
function fractionDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** The price of one product at `mode`, or null when it is not sold so. */
export const priceAt = (product: Product, mode: CheckoutMode): number | null =>
  mode === 'annual' ? product.annual_amount : product.monthly_amount;

/**
 * What the items cost together at `mode`, in their currency; null when one of them is not sold
 * at that mode or they are priced in different currencies (never summed).
 */
export function cartTotal(
  items: readonly CartItem[],
  mode: CheckoutMode,
): { amount: number; currency: string } | null {
  const currency = items[0]?.product.currency;
  if (!currency || items.some((item) => item.product.currency !== currency)) return null;
  let amount = 0;
  for (const item of items) {
    const price = priceAt(item.product, mode);
    if (price === null) return null;
    amount += price;
  }
  return { amount, currency };
}

/** A child's name as a parent reads it. */
export const childName = (child: Pick<Child, 'first_name' | 'last_name'>): string =>
  `${child.first_name} ${child.last_name}`.trim();
