import { PRODUCT } from '@kyu/core/constants';

/** Where the parent pages send a parent: one place, so they cannot drift apart. */
export const parentLinks = {
  dashboard: `/${PRODUCT}/dashboard`,
  addChild: `/${PRODUCT}/create-child-account`,
  manage: (childId: number) => `/${PRODUCT}/child/${childId}/manage`,
  hardest: (childId: number) => `/${PRODUCT}/child/${childId}/manage#hardest-questions`,
  // The course catalogue with the cart; checkout continues from there.
  buy: '/Best_AI_Coach',
  referral: `/${PRODUCT}/referral`,
  referralFaq: `/${PRODUCT}/referral/faq`,
} as const;
