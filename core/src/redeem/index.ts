export * from './code';
export * from './model';
export * from './stores';
