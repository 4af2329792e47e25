/** Every SQL statement of progress, by what it keeps: XP, practice days, revisions, mock exams. */
export * from './days';
export * from './mock';
export * from './revisions';
export * from './xp';
