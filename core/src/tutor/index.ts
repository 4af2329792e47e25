export * from './constants';
export * from './model';
export * from './stores';
