export * from './quiz';
