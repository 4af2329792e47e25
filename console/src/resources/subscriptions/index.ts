import { SubscriptionsIcon } from '../../layout/icons';
import { SubscriptionList } from './subscription-list';

/** `subscriptions` → `/api/v1/admin/subscriptions`: read only, parents manage theirs in the portal. */
export const subscriptions = {
  list: SubscriptionList,
  icon: SubscriptionsIcon,
  options: { label: 'Subscriptions' },
};
