/** Every SQL statement of the quiz module: quizzes, attempts, evaluations, and a submit's claim. */
export * from './attempts';
export * from './evaluations';
export * from './quizzes';
export * from './submit';
