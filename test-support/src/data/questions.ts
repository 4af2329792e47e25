import type { AnswerKey, QuestionOption } from '@kyu/core/contract';

/** A question's wording and key, in the contract's names, as staff write one. */
export interface QuestionContent {
  question_type_id: number;
  text: string;
  options: QuestionOption[];
  marks: number;
  answer: AnswerKey;
  explanation: string;
  method_answer: string;
}

/** A single choice: the capital of France, option 2. */
export const choiceQuestion = (overrides: Partial<QuestionContent> = {}): QuestionContent => ({
  question_type_id: 1,
  text: 'Which is the capital of France?',
  options: ['Berlin', 'Paris', 'Rome', 'Madrid'].map((text, i) => ({ order: i + 1, text })),
  marks: 1,
  answer: { kind: 'choice', correct: [2] },
  explanation: 'Paris has been the capital of France for centuries, since the Capetians.',
  method_answer: 'Recall the capital cities of Europe.',
  ...overrides,
});

/** An open answer marked against one rubric point, found by its keyword. */
export const openQuestion = (overrides: Partial<QuestionContent> = {}): QuestionContent =>
  choiceQuestion({
    question_type_id: 5,
    text: 'Why do plants need sunlight?',
    options: [],
    answer: {
      kind: 'rubric',
      points: [{ description: 'Names photosynthesis', marks: 1, keywords: ['photosynthesis'] }],
    },
    ...overrides,
  });
