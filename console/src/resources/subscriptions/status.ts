import type { AdminSubscription } from '@kyu/core/contract';

type Status = AdminSubscription['status'];

/**
 * The payment provider's state words, said as a school's administrator would say them. The spec
 * names no labels: "incomplete" is a checkout whose first payment has not gone through yet, and
 * "canceled" a subscription that has ended (a cancel still to come is "cancels at period end").
 */
export const STATUS_LABELS: Record<Status, string> = {
  active: 'Active',
  past_due: 'Payment overdue',
  incomplete: 'Awaiting payment',
  canceled: 'Ended',
};

/** The filter's choices, in the order an administrator looks for them. */
export const STATUS_CHOICES = (Object.keys(STATUS_LABELS) as Status[]).map((id) => ({
  id,
  name: STATUS_LABELS[id],
}));

/** The chip's colour backs up its words (never replaces them): green good, amber needs a look. */
export const STATUS_COLOURS: Record<Status, 'success' | 'warning' | 'default'> = {
  active: 'success',
  past_due: 'warning',
  incomplete: 'default',
  canceled: 'default',
};

/** What happens when the current period ends; nothing more for one that has ended. */
export const periodEndText = ({ status, cancel_at_period_end }: AdminSubscription) => {
  if (status === 'canceled') return '—';
  return cancel_at_period_end ? 'Cancels' : 'Renews';
};

export const CHECKOUT_MODE_LABELS: Record<AdminSubscription['checkout_mode'], string> = {
  monthly: 'Monthly',
  annual: 'Annual',
};
