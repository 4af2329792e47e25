/**
 * What another package may use to make Kyu's data without going through the API: open (and
 * migrate) a database, seed the demo school, make any number of signed-in students. Exported as
 * `@kyu/server/seeding` for the benchmarks; kept this small on purpose.
 */
export { openDatabase, type Database } from './client';
export { seedIfEmpty } from './seed';
export { quizWithKeys, seedStudents, type KeyedQuestion } from './seed-students';
