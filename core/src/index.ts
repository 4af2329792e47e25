export * from './constants';
export * from './storage';
export * from './api';
export * from './session';
export * from './onboarding';
export * from './reference';
export * from './routes';
export * from './guard';
export * from './branding';
export * from './router';
export * from './page-meta';
export type * from './contract';
// The coach's features (chat, tutor, preferences) are reached by their own paths, such as
// `@kyu/core/chat`: they start listeners when loaded, which the console, importing this file,
// has no use for.
