// Test-only: courses, products, children and subscriptions of the parent side.
import type {
  AdminSubscription,
  Child,
  Product,
  Subscription,
  UserCourse,
} from '@kyu/core/contract';

let nextId = 500;

/** A course a learner may take; active and not yet theirs unless the test says otherwise. */
export function makeCourse(overrides: Partial<UserCourse> = {}): UserCourse {
  const id = nextId++;
  return {
    id,
    name: `Maths ${id}`,
    subject_id: 1,
    subject_name: 'Mathematics',
    academic_level_id: 5,
    academic_level_name: 'Year 5',
    school_id: 1,
    is_active: true,
    is_assigned: false,
    ...overrides,
  };
}

/** A course on sale by the month and by the year. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  const course = overrides.course ?? makeCourse();
  return {
    id: course.id,
    price_id: `price_month_${course.id}`,
    annual_price_id: `price_year_${course.id}`,
    currency: 'gbp',
    monthly_amount: 999,
    annual_amount: 9990,
    ...overrides,
    course,
  };
}

/** A parent's child. */
export function makeChild(overrides: Partial<Child> = {}): Child {
  const id = nextId++;
  return {
    id,
    first_name: 'Grace',
    last_name: 'Hopper',
    username: `grace${id}`,
    user_information: { academic_level_id: 5, leagues_blocked: false },
    ...overrides,
  };
}

/** An active monthly subscription to the given courses. */
export function makeSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    subscription_id: nextId++,
    student_id: 1,
    course_ids: [],
    cancel_at_period_end: false,
    status: 'active',
    checkout_mode: 'monthly',
    current_period_end: '2026-02-05T09:00:00.000Z',
    ...overrides,
  };
}

/** A subscription as the admin console lists it: Sam Rivera's, of school 7, paid by user 31. */
export function makeAdminSubscription(
  overrides: Partial<AdminSubscription> = {},
): AdminSubscription {
  return {
    id: nextId++,
    student_id: 11,
    student_name: 'Sam Rivera',
    school_id: 7,
    payer_id: 31,
    status: 'active',
    checkout_mode: 'monthly',
    cancel_at_period_end: false,
    course_ids: [21],
    current_period_end: '2026-02-05T09:00:00.000Z',
    created_at: '2026-01-05T09:00:00.000Z',
    ...overrides,
  };
}
