/**
 * The API contract: every request and response shape of `/api/v1`, once, as TypeBox schemas.
 * The server validates and serialises with them; the client imports their types only.
 */
export * from './common';
export * from './auth';
export * from './users';
export * from './schools';
export * from './admin';
