/** Every SQL statement of the quiz module, by table: quizzes, attempts, evaluations. */
export * from './attempts';
export * from './evaluations';
export * from './quizzes';
