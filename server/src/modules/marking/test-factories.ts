import type { ChatModel, ModelRequest } from '../../providers/llm/types';
import type { MarkableQuestion } from './types';

/** A single choice question (capital of France, option 2) unless told otherwise. */
export const question = (overrides: Partial<MarkableQuestion> = {}): MarkableQuestion => ({
  id: 1,
  question_type_id: 1,
  text: 'Which is the capital of France?',
  marks: 1,
  options: ['Berlin', 'Paris', 'Rome', 'Madrid'].map((text, i) => ({ order: i + 1, text })),
  answer: { kind: 'choice', correct: [2] },
  explanation: '',
  sub_questions: [],
  ...overrides,
});

/** An open answer worth 3: two rubric points with keywords, one a model alone can judge. */
export const openQuestion = (overrides: Partial<MarkableQuestion> = {}) =>
  question({
    id: 5,
    question_type_id: 5,
    text: 'Why do plants need sunlight?',
    marks: 3,
    options: [],
    answer: {
      kind: 'rubric',
      points: [
        { description: 'Names photosynthesis', marks: 1, keywords: ['photosynthesis'] },
        { description: 'Says light gives energy', marks: 1, keywords: ['energy', 'make food'] },
        { description: 'Explains it clearly', marks: 1, keywords: [] },
      ],
    },
    ...overrides,
  });

/**
 * A ChatModel that answers with the scripted replies in turn, in chunks as a stream would; an
 * Error in the script is thrown instead. It keeps the requests it was sent.
 */
export function scriptedModel(script: (string | Error)[]) {
  const requests: ModelRequest[] = [];
  const model: ChatModel & { requests: ModelRequest[] } = {
    name: 'scripted',
    offline: false,
    requests,
    async *reply(request) {
      requests.push(structuredClone(request));
      const next = script.shift() ?? new Error('The script ran out.');
      if (next instanceof Error) throw next;
      for (let i = 0; i < next.length; i += 7) yield next.slice(i, i + 7);
    },
    title: async () => 'title',
  };
  return model;
}
