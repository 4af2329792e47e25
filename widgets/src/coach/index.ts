export * from './coach';
export * from './markdown';
