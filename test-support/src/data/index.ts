/**
 * Pure builders of what the API answers, shaped by @kyu/core's contract: every field filled with
 * a plain default, each overridable, for tests that need a value and not a database.
 */
export * from './users';
export * from './schools';
export * from './quiz';
export * from './questions';
export * from './library';
export * from './chat';
export * from './commerce';
export * from './leaderboard';
export * from './play';
export * from './learning';
