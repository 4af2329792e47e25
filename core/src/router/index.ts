export * from './stores';
export * from './reload-once';
