// The widgets' views, for the portal to render without a shadow root. Each folder's
// `element.ts` wraps its view as a custom element; the loader imports those one by one.
export * from './login';
export * from './signup';
export * from './forgot-password';
export * from './reset-password';
export * from './onboarding';
export * from './coach';
export * from './redeem';
export * from './leaderboard';
