export * from './model';
export * from './progress-labels';
export * from './stores';
