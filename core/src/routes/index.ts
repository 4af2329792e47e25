export * from './model';
export { ROUTES } from './table';
export { matchRoute, routeByName, buildPath } from './match';
