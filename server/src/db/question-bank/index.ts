import type { SeedCourseBank } from './types';
import { PRIMARY_5_ENGLISH } from './primary-5-english';
import { PRIMARY_5_MATHS } from './primary-5-maths';
import { PRIMARY_5_SCIENCE } from './primary-5-science';

export type { SeedCourseBank, SeedPart, SeedQuestion } from './types';

/** Kyu's own question bank, one entry per seeded course. */
export const QUESTION_BANK: SeedCourseBank[] = [
  PRIMARY_5_MATHS,
  PRIMARY_5_SCIENCE,
  PRIMARY_5_ENGLISH,
];
