/**
 * Every table, for drizzle (migrations are generated from this file) and for the app. The
 * tables live in files by area; the school's own tables are the leaf the others refer to, so
 * no schema file imports another but `school-schema.ts` and `columns.ts` (teaching also refers
 * to practice's quizzes).
 */
export * from './school-schema';
export * from './coach-schema';
export * from './practice-schema';
export * from './embed-schema';
export * from './limits-schema';
export * from './commerce-schema';
export * from './referral-schema';
export * from './activation-schema';
export * from './payments-schema';
export * from './stickers-schema';
export * from './league-schema';
export * from './teaching-schema';
export * from './audit-schema';
