export * from './copied';
