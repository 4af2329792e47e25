import { SubscriptionsIcon } from '../../layout/icons';
import { lazyView } from '../lazy-view';

/** `subscriptions` → `/api/v1/admin/subscriptions`: read only, parents manage theirs in the portal. */
export const subscriptions = {
  list: lazyView(
    () => import('./subscription-list'),
    (m) => m.SubscriptionList,
  ),
  icon: SubscriptionsIcon,
  options: { label: 'Subscriptions' },
};
