import { describe, expect, it } from 'vitest';
import { offlineQuestions, questionFrom, sentencesOf } from './offline-questions';

const TEXT = `# Rivers

The Nile is about 6650 kilometres long.
Rivers carry water from mountains down to the ocean. Deltas form where rivers meet the sea.`;

describe('the offline question generator', () => {
  it('keeps whole sentences of five words or more, without heading marks', () => {
    expect(sentencesOf(TEXT)).toEqual([
      'The Nile is about 6650 kilometres long.',
      'Rivers carry water from mountains down to the ocean.',
      'Deltas form where rivers meet the sea.',
    ]);
  });

  it('asks for the number of a sentence that has one, marked by its value', () => {
    expect(questionFrom('The Nile is about 6650 kilometres long.')).toMatchObject({
      questionTypeId: 3,
      text: 'What number fills the gap? The Nile is about _____ kilometres long.',
      answer: { kind: 'numeric', value: 6650, tolerance: 0 },
    });
  });

  it('blanks the longest uncommon word of a sentence without a number', () => {
    expect(
      questionFrom('Rivers carry water from mountains down to the ocean.', 'Unit 2'),
    ).toMatchObject({
      questionTypeId: 4,
      text: 'Which word fills the gap? Rivers carry water from _____ down to the ocean.',
      answer: { kind: 'text', accepted: ['mountains'], case_sensitive: false },
      explanation: 'The text says: "Rivers carry water from mountains down to the ocean." (Unit 2)',
    });
  });

  it('gives each worksheet of a request the next sentences, the same every time', () => {
    const first = offlineQuestions({ text: TEXT, count: 2, index: 0 });
    const second = offlineQuestions({ text: TEXT, count: 2, index: 1 });
    expect(first.map((q) => q.questionTypeId)).toEqual([3, 4]);
    expect(second[0]!.text).toContain('_____ form where rivers meet the sea.');
    expect(offlineQuestions({ text: TEXT, count: 2, index: 1 })).toEqual(second);
  });

  it('fails, saying why, on text with no sentence to ask about', () => {
    expect(() => offlineQuestions({ text: 'Too short.', count: 3, index: 0 })).toThrow(
      'The documents hold no sentences to make questions from.',
    );
  });
});
