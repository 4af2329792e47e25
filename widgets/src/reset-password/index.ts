export * from './reset-password';
