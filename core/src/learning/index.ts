export * from './model';
export * from './stores';
