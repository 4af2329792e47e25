export * from '../account';
export * from './actions';
export * from './embed';
