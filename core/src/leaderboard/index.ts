export * from './model';
export * from './demo';
export * from './live';
export * from './stores';
export * from './school';
