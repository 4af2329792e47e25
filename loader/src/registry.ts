/**
 * Every custom element the loader can define, each with the dynamic import of its own chunk.
 * Only the entry imports this file, so it is bundled into `kyu.js` and the widgets stay lazy.
 */
export const WIDGETS: Readonly<Record<string, () => Promise<CustomElementConstructor>>> = {
  'kyu-login': () => import('@kyu/widgets/login/element').then((m) => m.KyuLoginElement),
  'kyu-signup': () => import('@kyu/widgets/signup/element').then((m) => m.KyuSignupElement),
  'kyu-forgot-password': () =>
    import('@kyu/widgets/forgot-password/element').then((m) => m.KyuForgotPasswordElement),
  'kyu-reset-password': () =>
    import('@kyu/widgets/reset-password/element').then((m) => m.KyuResetPasswordElement),
  'kyu-onboarding': () =>
    import('@kyu/widgets/onboarding/element').then((m) => m.KyuOnboardingElement),
  'kyu-coach': () => import('@kyu/widgets/coach/element').then((m) => m.KyuCoachElement),
  'kyu-quiz': () => import('@kyu/widgets/quiz/element').then((m) => m.KyuQuizElement),
  'kyu-checkout': () => import('@kyu/widgets/checkout/element').then((m) => m.KyuCheckoutElement),
  'kyu-redeem': () => import('@kyu/widgets/redeem/element').then((m) => m.KyuRedeemElement),
  'kyu-leaderboard': () =>
    import('@kyu/widgets/leaderboard/element').then((m) => m.KyuLeaderboardElement),
};
