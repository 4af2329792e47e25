export * from './roles';
export * from './product';
