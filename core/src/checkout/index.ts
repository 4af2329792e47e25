export * from './model';
export * from './catalogue';
export * from './children';
export * from './flow';
