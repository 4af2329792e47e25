export * from './model';
export * from './children';
export * from './overview';
export * from './hardest';
