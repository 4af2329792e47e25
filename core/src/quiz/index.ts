export * from './model';
export * from './coaching';
export * from './save-queue';
export * from './stream';
export { configureQuiz } from './requests';
export * from './stores';
export * from './preview';
