export * from './login';
