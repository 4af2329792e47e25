import { randomBytes } from 'node:crypto';

/** A short random suffix, so names and e-mails made by parallel tests never collide. */
export const unique = () => randomBytes(4).toString('hex');
