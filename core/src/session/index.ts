export * from './model';
export * from './stores';
export * from './actions';
export * from './embed';
