// Test-only, for core's tests and the packages that build on core: core's stores reset between
// tests. Factories and fetch doubles live in @kyu/test-support.
export * from './reset';
