export * from './forgot-password';
