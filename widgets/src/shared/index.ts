export * from './frame';
export * from './field';
export * from './error-summary';
export * from './notice';
export * from './use-action';
export * from './use-style-sheets';
