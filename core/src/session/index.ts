export * from './model';
export * from './stores';
export * from './sign-out';
export * from './actions';
export * from './embed';
