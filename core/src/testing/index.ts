// Test-only, for core's tests and the packages that build on core: factories and a fetch double.
export * from './factories';
export * from './reset';
export * from './chat';
export * from './sse';
export * from './commerce';
