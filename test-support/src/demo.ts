/** The seeded demo school's shared password, for suites that sign its accounts in. */
export { DEMO_PASSWORD } from '@kyu/core/contract';
