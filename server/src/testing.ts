/**
 * What another package may use to make Kyu's data without going through the API: open (and
 * migrate) a database, seed the demo school, and write rows as the app would (the tables, a
 * password's hash, a session). Exported as `@kyu/server/testing` for `@kyu/test-support`'s
 * factories and the benchmarks; kept this small on purpose.
 */
export { openDatabase, type Database, type Db } from './db/client';
export * as tables from './db/schema';
export { seedIfEmpty } from './db/seed';
export { hashPassword } from './lib/passwords';
export { openSession } from './modules/sessions/service';
/** The league bench closes a seeded week as the scheduled rollover would. */
export { rollOverWeek } from './modules/leagues/service';
