export * from './model';
export * from './stores';
export * from './mock-report';
