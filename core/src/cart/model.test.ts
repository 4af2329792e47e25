import { describe, expect, it } from 'vitest';
import { makeProduct, makeSessionUser, makeSubscription } from '@kyu/test-support/data';
import { CART_MAX_ITEMS } from '../constants/commerce';
import { UserRole } from '../constants/roles';
import {
  addItem,
  afterCheckout,
  assignChild,
  canCheckout,
  isSuccessUrl,
  pricesFor,
  readCart,
  withCancelAtPeriodEnd,
  withoutOwned,
  type CartItem,
} from './model';

const ada = { id: 11, name: 'Ada Hopper' };
const alan = { id: 12, name: 'Alan Hopper' };
const item = (childId: number | null = null, product = makeProduct()): CartItem => ({
  product,
  child_id: childId,
  child_name: childId === null ? null : `Child ${childId}`,
});
const parent = makeSessionUser({ user_role_id: UserRole.parent });

describe('reading the stored cart', () => {
  it('reads a guest cart for anyone, and a user’s own cart for that user', () => {
    const items = [item(), item(ada.id)];
    expect(readCart({ owner: null, items }, 7)).toEqual(items);
    expect(readCart({ owner: 7, items }, 7)).toEqual(items);
  });

  it("reads nothing of another user's cart, nor of a user's cart once signed out", () => {
    expect(readCart({ owner: 7, items: [item()] }, 8)).toEqual([]);
    expect(readCart({ owner: 7, items: [item()] }, null)).toEqual([]);
  });

  it('reads nothing from corrupt or foreign JSON', () => {
    for (const stored of [null, 'cart', 42, [item()], { items: 'x' }, { owner: '7', items: [] }]) {
      expect(readCart(stored, 7)).toEqual([]);
    }
  });

  it('drops items of another shape and keeps the well-formed ones', () => {
    const good = item();
    const { course, ...noCourse } = good.product;
    const bad = [
      null,
      { product: noCourse, child_id: null, child_name: null },
      { ...good, child_id: -1 },
      { ...good, child_id: '3' },
      { ...good, product: { ...good.product, price_id: '' } },
      { ...good, product: { ...good.product, monthly_amount: 9.99 } },
      { ...good, product: { ...good.product, course: { ...course, id: 0 } } },
    ];
    expect(readCart({ owner: null, items: [...bad, good] }, null)).toEqual([good]);
  });

  it('keeps one of each course per learner, and at most the cart’s limit', () => {
    const one = item(ada.id);
    expect(readCart({ owner: null, items: [one, one, { ...one }] }, null)).toEqual([one]);
    const many = Array.from({ length: CART_MAX_ITEMS + 5 }, () => item());
    expect(readCart({ owner: null, items: many }, null)).toHaveLength(CART_MAX_ITEMS);
  });
});

describe('filling the cart', () => {
  it('adds a course once per learner, and again for another learner', () => {
    const product = makeProduct();
    let items = addItem([], product, ada);
    items = addItem(items, product, ada);
    items = addItem(items, product, alan);
    expect(items.map((i) => i.child_id)).toEqual([ada.id, alan.id]);
  });

  it('assigns items without a child to the child selected, leaving others’ items alone', () => {
    const items = assignChild([item(), item(alan.id)], ada);
    expect(items.map((i) => [i.child_id, i.child_name])).toEqual([
      [ada.id, ada.name],
      [alan.id, 'Child 12'],
    ]);
  });

  it('merges an unassigned course into the same course already in the cart for that child', () => {
    const product = makeProduct();
    expect(assignChild([item(ada.id, product), item(null, product)], ada)).toHaveLength(1);
  });
});

describe('whether checkout is allowed', () => {
  it('is refused with an empty cart, whoever asks', () => {
    expect(canCheckout([], null, null)).toBe(false);
    expect(canCheckout([], makeSessionUser(), null)).toBe(false);
  });

  it('is allowed with items to a visitor with no user and to a student', () => {
    expect(canCheckout([item()], null, null)).toBe(true);
    expect(canCheckout([item()], makeSessionUser({ user_role_id: UserRole.student }), null)).toBe(
      true,
    );
  });

  it('is allowed to a parent only when an item belongs to the selected child', () => {
    expect(canCheckout([item(alan.id)], parent, null)).toBe(false);
    expect(canCheckout([item(alan.id)], parent, ada.id)).toBe(false);
    expect(canCheckout([item(alan.id), item(ada.id)], parent, ada.id)).toBe(true);
  });
});

describe('after a checkout', () => {
  it('takes the purchased items out when the URL that comes back contains success', () => {
    const [bought, kept] = [item(ada.id), item(alan.id)];
    const url = 'https://kyu.example/academy/checkout/success?session=cs_1';
    expect(afterCheckout([bought, kept], url, [bought])).toEqual([kept]);
  });

  it('keeps the cart for a payment page or the cancelled page', () => {
    const items = [item(ada.id)];
    expect(afterCheckout(items, 'https://pay.example/c/cs_1', items)).toEqual(items);
    expect(afterCheckout(items, '/academy/checkout/cancelled', items)).toEqual(items);
  });

  it('reads success in the path only, not in the host, the query or a broken address', () => {
    expect(isSuccessUrl('/academy/checkout/success')).toBe(true);
    expect(isSuccessUrl('https://success.pay.example/c/1')).toBe(false);
    expect(isSuccessUrl('https://pay.example/c/1?next=/success')).toBe(false);
    expect(isSuccessUrl('http://[::1')).toBe(false);
  });
});

describe('prices sent to checkout', () => {
  it('sends each monthly price once', () => {
    const product = makeProduct();
    expect(pricesFor([item(ada.id, product), item(alan.id, product)], 'monthly')).toEqual([
      product.price_id,
    ]);
  });

  it('sends nothing for annual when a course has no annual price', () => {
    const monthlyOnly = makeProduct({ annual_price_id: null, annual_amount: null });
    expect(pricesFor([item(), item(null, monthlyOnly)], 'annual')).toBeNull();
  });
});

describe('subscriptions and the cart', () => {
  it('loading a child’s subscriptions removes cart items for courses the child already has', () => {
    const [owned, other] = [makeProduct(), makeProduct()];
    const items = [item(ada.id, owned), item(ada.id, other), item(alan.id, owned)];
    const subscriptions = [makeSubscription({ student_id: ada.id, course_ids: [owned.course.id] })];
    expect(withoutOwned(items, ada.id, subscriptions)).toEqual([items[1], items[2]]);
  });

  it('keeps courses whose subscription ended or was never paid', () => {
    const product = makeProduct();
    const items = [item(ada.id, product)];
    const ended = [
      makeSubscription({ student_id: ada.id, course_ids: [product.course.id], status: 'canceled' }),
      makeSubscription({
        student_id: ada.id,
        course_ids: [product.course.id],
        status: 'incomplete',
      }),
    ];
    expect(withoutOwned(items, ada.id, ended)).toEqual(items);
  });

  it('cancel sets cancel_at_period_end true and resume sets it false, on that subscription only', () => {
    const [one, two] = [makeSubscription(), makeSubscription()];
    const cancelled = withCancelAtPeriodEnd([one, two], one.subscription_id, true);
    expect(cancelled.map((s) => s.cancel_at_period_end)).toEqual([true, false]);
    const resumed = withCancelAtPeriodEnd(cancelled, one.subscription_id, false);
    expect(resumed.map((s) => s.cancel_at_period_end)).toEqual([false, false]);
  });
});
