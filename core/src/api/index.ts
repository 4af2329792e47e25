export * from './model';
export * from './client';
