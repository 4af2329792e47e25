/**
 * Cart, checkout and subscription constants (overview §4 "Cart and checkout", §9), apart from
 * the TypeBox contract so the checkout widget takes them without the schemas.
 */

/** A checkout answer or return address whose path holds this word means the payment went through. */
export const CHECKOUT_SUCCESS_MARKER = 'success';

/**
 * The most items a cart holds, and so the most prices one checkout sends: a family's courses
 * fit many times over, and a stored cart grown past it (tampered with) is cut back on reading.
 */
export const CART_MAX_ITEMS = 20;

/**
 * How a checkout bills: every price in one subscription must share its interval (the payment
 * provider refuses a mix), so the cart chooses monthly or annual prices for all its items.
 */
export const CHECKOUT_MODES = ['monthly', 'annual'] as const;
/** One of {@link CHECKOUT_MODES}. */
export type CheckoutMode = (typeof CHECKOUT_MODES)[number];

/** The states a subscription goes through, named as the payment provider names them. */
export const SUBSCRIPTION_STATUSES = ['incomplete', 'active', 'past_due', 'canceled'] as const;
/** One of {@link SUBSCRIPTION_STATUSES}. */
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * How many people may redeem one referral code (overview §3 "Referral": quota; its size is not
 * shown). Five: enough for a parent's circle of friends and a class's parents' group, few enough
 * that a code posted publicly stops paying out quickly. A code keeps the quota it was made with.
 */
export const REFERRAL_QUOTA = 5;

/** The referral program of a school that has not written its own. */
export const DEFAULT_REFERRAL_PROGRAM = {
  name: 'Refer a friend',
  reward: 'Your friend gets a discount on their first course, and you get one on your next.',
} as const;

/** The most a price may be, in the currency's smallest unit: the payment provider's own limit. */
export const MAX_PRICE_CENTS = 99_999_999;

/** The most codes one batch makes: a year group's worth of cards, printed in one go. */
export const MAX_BATCH_CODES = 1000;
