/** Calls through Kyu's HTTP API as a client makes them: a sign-up, a quiz's submission. */
export * from './accounts';
export * from './quiz';
