export * from './checkout';
