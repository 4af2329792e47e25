export * from './award';
export * from './board';
export * from './clock';
export * from './rollover';
export * from './settings';
