import { describe, expect, it } from 'vitest';
import {
  makeChild,
  makeCourse,
  makeProduct,
  makeSessionUser,
  makeSubscription,
} from '@kyu/test-support/data';
import { UserRole } from '../constants/roles';
import {
  cartTotal,
  formatPrice,
  isConfirmed,
  purchaseOf,
  readPending,
  returnAddress,
  returnOf,
  stepFor,
  stepToBuy,
  withoutReturnParams,
} from './model';

const parent = makeSessionUser({ user_role_id: UserRole.parent });
const student = makeSessionUser({ user_role_id: UserRole.student });
const teacher = makeSessionUser({ user_role_id: UserRole.teacher });
const child = makeChild();

describe('the step that follows the courses', () => {
  it('is signing in for a visitor', () => {
    expect(stepToBuy(null, null)).toBe('login');
  });
  it('is choosing the child for a parent who has not chosen one', () => {
    expect(stepToBuy(parent, null)).toBe('child');
  });
  it('is the cart for a parent with a child chosen, and for a student buying for themself', () => {
    expect([stepToBuy(parent, child), stepToBuy(student, null)]).toEqual(['cart', 'cart']);
  });
  it('stays signing in for an account that cannot buy (a teacher), who may sign out there', () => {
    expect(stepToBuy(teacher, null)).toBe('login');
  });
});

describe('the step a page asks for', () => {
  it('is signing in first for the child and the cart when nobody is signed in', () => {
    expect([stepFor('child', null, null), stepFor('cart', null, null)]).toEqual(['login', 'login']);
  });
  it('never claims a payment by name: the return steps give the courses', () => {
    for (const step of ['confirming', 'success', 'unconfirmed', 'cancelled'] as const) {
      expect(stepFor(step, parent, child)).toBe('courses');
    }
  });
  it('gives the courses to anybody', () => {
    expect(stepFor('courses', null, null)).toBe('courses');
  });
  it('moves a signed-in parent on from the login page to choosing the child', () => {
    expect(stepFor('login', parent, null)).toBe('child');
  });
  it('lets a parent who chose a child come back to choose another', () => {
    expect(stepFor('child', parent, child)).toBe('child');
  });
  it('sends a parent asking for the cart without a child to choose one', () => {
    expect(stepFor('cart', parent, null)).toBe('child');
  });
  it('never shows a student the child step', () => {
    expect(stepFor('child', student, null)).toBe('cart');
  });
});

describe('what a return address means', () => {
  it('reads kyu_checkout on a school page', () => {
    expect(
      returnOf('https://school.example/buy?kyu_checkout=success&session_id=cs_1', 'academy'),
    ).toBe('success');
    expect(returnOf('https://school.example/buy?kyu_checkout=cancelled', 'academy')).toBe(
      'cancelled',
    );
  });
  it("reads Kyu's own success and cancelled pages", () => {
    expect(
      returnOf('https://kyu.example/academy/checkout/success?session_id=cs_1', 'academy'),
    ).toBe('success');
    expect(returnOf('https://kyu.example/academy/checkout/cancelled', 'academy')).toBe('cancelled');
  });
  it('is nothing for any other page, a made-up value, or the word elsewhere in the address', () => {
    expect(returnOf('https://school.example/buy', 'academy')).toBeNull();
    expect(returnOf('https://school.example/buy?kyu_checkout=paid', 'academy')).toBeNull();
    expect(returnOf('https://success.example/success?next=success', 'academy')).toBeNull();
    expect(returnOf('not a url', 'academy')).toBeNull();
  });
});

describe('the address once the return is read', () => {
  it("loses the kyu_ parameters and the session id, and keeps the school's own", () => {
    expect(
      withoutReturnParams(
        'https://school.example/buy?term=2&kyu_checkout=success&session_id=cs_1#top',
        'academy',
      ),
    ).toBe('https://school.example/buy?term=2#top');
  });
  it("loses the session id of Kyu's own success page", () => {
    expect(
      withoutReturnParams(
        'https://kyu.example/academy/checkout/success?session_id=cs_1',
        'academy',
      ),
    ).toBe('https://kyu.example/academy/checkout/success');
  });
  it('is sent as the return address without the fragment, which would hide what the server adds', () => {
    expect(returnAddress('https://school.example/buy?kyu_checkout=cancelled#shop', 'academy')).toBe(
      'https://school.example/buy',
    );
  });
  it('keeps a session_id a school page uses for itself', () => {
    expect(withoutReturnParams('https://school.example/p?session_id=mine', 'academy')).toBe(
      'https://school.example/p?session_id=mine',
    );
  });
});

describe('the checkout kept for the return', () => {
  it('is read back when whole', () => {
    const pending = { learner_id: child.id, child, course_ids: [3, 4] };
    expect(readPending(JSON.parse(JSON.stringify(pending)))).toEqual(pending);
  });
  it('is nothing when tampered with: no courses, bad ids, or a child other than the learner', () => {
    expect(readPending({ learner_id: 1, child: null, course_ids: [] })).toBeNull();
    expect(readPending({ learner_id: '1', child: null, course_ids: [1] })).toBeNull();
    expect(readPending({ learner_id: 1, child: null, course_ids: [1.5] })).toBeNull();
    expect(readPending({ learner_id: 1, child: makeChild(), course_ids: [1] })).toBeNull();
    expect(readPending('{')).toBeNull();
  });
});

describe('the confirmation of a payment', () => {
  const pending = { learner_id: 7, child: null, course_ids: [3, 4] };
  it('holds once active subscriptions of the learner give every course paid for', () => {
    const subs = [
      makeSubscription({ student_id: 7, course_ids: [3] }),
      makeSubscription({ student_id: 7, course_ids: [4] }),
    ];
    expect(isConfirmed(subs, pending)).toBe(true);
  });
  it('does not hold while a course is missing, the subscription is incomplete, or another learner has it', () => {
    expect(isConfirmed([makeSubscription({ student_id: 7, course_ids: [3] })], pending)).toBe(
      false,
    );
    expect(
      isConfirmed(
        [makeSubscription({ student_id: 7, course_ids: [3, 4], status: 'incomplete' })],
        pending,
      ),
    ).toBe(false);
    expect(isConfirmed([makeSubscription({ student_id: 8, course_ids: [3, 4] })], pending)).toBe(
      false,
    );
  });
});

describe('prices', () => {
  it('are written in the currency from its smallest unit', () => {
    expect(formatPrice(999, 'gbp', 'en-GB')).toBe('£9.99');
    expect(formatPrice(9990, 'usd', 'en-US')).toBe('$99.90');
  });
  it('count currencies without a minor unit whole', () => {
    expect(formatPrice(1200, 'jpy', 'en-US')).toBe('¥1,200');
  });
});

describe('the total of the cart', () => {
  const item = (product: ReturnType<typeof makeProduct>) => ({
    product,
    child_id: 1,
    child_name: 'Grace',
  });
  it('sums the prices of the mode chosen', () => {
    const items = [item(makeProduct()), item(makeProduct({ annual_amount: 5000 }))];
    expect(cartTotal(items, 'monthly')).toEqual({ amount: 1998, currency: 'gbp' });
    expect(cartTotal(items, 'annual')).toEqual({ amount: 14990, currency: 'gbp' });
  });
  it('is none when a course is not sold by the year, or the currencies differ', () => {
    expect(
      cartTotal([item(makeProduct({ annual_amount: null, annual_price_id: null }))], 'annual'),
    ).toBeNull();
    expect(
      cartTotal([item(makeProduct()), item(makeProduct({ currency: 'eur' }))], 'monthly'),
    ).toBeNull();
  });
});

describe('what a confirmed purchase says', () => {
  it('names the courses paid for from the catalogue, in order, and leaves out unknown ones', () => {
    const [a, b] = [makeCourse({ name: 'Maths P5' }), makeCourse({ name: 'Science P5' })];
    const child = makeChild();
    const paid = { learner_id: child.id, child, course_ids: [b.id, 999_999, a.id] };
    expect(purchaseOf(paid, [a, b])).toEqual({ child, courses: ['Science P5', 'Maths P5'] });
  });
});
