export * from './model';
export * from './date';
