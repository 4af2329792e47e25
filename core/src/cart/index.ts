export * from './model';
export * from './billing-period';
export * from './stores';
export * from './subscriptions';
export * from './course-changes';
