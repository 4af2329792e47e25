export * from './keys';
export * from './areas';
