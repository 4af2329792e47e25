import { describe } from 'vitest';
import { schoolSignInSuite } from './school-sign-in.suite';

describe('sign-in limits at a school, counted in the database', () => {
  schoolSignInSuite();
});
