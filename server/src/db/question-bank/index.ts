import type { SeedCourseBank } from './types';
import { PRIMARY_5_MATHS } from './primary-5-maths';

export type { SeedCourseBank, SeedPart, SeedQuestion } from './types';

/** Kyu's own question bank, one entry per seeded course. */
export const QUESTION_BANK: SeedCourseBank[] = [PRIMARY_5_MATHS];
