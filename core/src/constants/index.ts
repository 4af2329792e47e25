export * from './roles';
export * from './product';
export * from './white-label';
export * from './xp';
export * from './practice';
export * from './embed';
export * from './commerce';
export * from './timings';
