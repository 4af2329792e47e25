/**
 * Rows straight in Kyu's database, through `@kyu/server/testing`: schools, people, classes,
 * courses, questions, quizzes and attempts with sensible defaults, each overridable per test.
 */
export * from './accounts';
export * from './courses';
export * from './questions';
export * from './quizzes';
export * from './chat';
export * from './embed-keys';
export * from './faults';
export * from './students';
export * from './families';
export * from './activation';
export * from './subscriptions';
