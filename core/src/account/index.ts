export * from './model';
export * from './stores';
export * from './sign-out';
