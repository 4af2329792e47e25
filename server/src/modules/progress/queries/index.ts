/** Every SQL statement of progress, by what it keeps: XP, days, finished attempts, revisions, mocks. */
export * from './days';
export * from './finish';
export * from './mock';
export * from './revisions';
export * from './xp';
