import type { AnswerKey, QuestionOption } from '@kyu/core/contract';

/** A part of a group question in the seeded bank. */
export interface SeedPart {
  question_type_id: 1 | 2 | 3 | 4 | 5;
  text: string;
  options?: QuestionOption[];
  marks: number;
  unit?: string;
  answer: AnswerKey;
  explanation: string;
  method_answer: string;
}

/** One question of the seeded bank, written by Kyu. */
export interface SeedQuestion extends Omit<SeedPart, 'question_type_id'> {
  question_type_id: 1 | 2 | 3 | 4 | 5 | 6;
  /** The course topic it is tagged with (created when missing). */
  topic: string;
  difficulty_level_id: 1 | 2 | 3;
  /** Key of a passage in the course's `passages`. */
  passage?: string;
  sub_questions?: SeedPart[];
}

/** One course's bank: its passages and questions. */
export interface SeedCourseBank {
  /** Matches a seeded course: level and subject names from seed-data.ts. */
  level: string;
  subject: string;
  passages: Record<string, { title: string; text: string }>;
  questions: SeedQuestion[];
}
