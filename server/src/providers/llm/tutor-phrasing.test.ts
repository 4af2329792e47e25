import { describe, expect, it } from 'vitest';
import { keySentences, practiceQuote, stepsOf, topicPhrase } from './tutor-phrasing';

describe('offline tutor phrasing', () => {
  it('names the topic of a question in the words the student typed', () => {
    expect(topicPhrase('Why did the French Revolution happen?')).toBe('the French Revolution');
    expect(topicPhrase('How do volcanoes form?')).toBe('volcanoes');
    expect(topicPhrase('What is the capital of Australia?')).toBe('the capital of Australia');
    expect(topicPhrase('What causes earthquakes?')).toBe('earthquakes');
    expect(topicPhrase('How many legs does a spider have?')).toBe('a spider');
    expect(topicPhrase('thanks!')).toBeNull();
  });

  it('quotes the sentences that answer the question, without markdown headings or markers', () => {
    const notes =
      '# Fractions\n\nA fraction names part of a whole.\n\n- To simplify a fraction, divide both numbers by their highest common factor.\n- Equivalent fractions name the same amount.';
    expect(keySentences(notes, 'How do I simplify a fraction?')).toBe(
      'A fraction names part of a whole. To simplify a fraction, divide both numbers by their highest common factor.',
    );
  });

  it('quotes a practice question in full after its setting cut short', () => {
    const setting = `Jack wrote this note.\n\n> dear mrs lee, ${'thank you '.repeat(30)}`;
    const quote = practiceQuote(`${setting}\n\nAdd the missing **apostrophe**.`);
    const [first, asked] = quote.split('\n');
    expect(first!.length).toBeLessThanOrEqual(161);
    expect(first).toMatch(/^Jack wrote this note\. dear mrs lee, thank you .*…$/);
    expect(asked).toBe('Add the missing **apostrophe**.');
  });

  it('reads the steps of a numbered method', () => {
    expect(stepsOf('1. Add them.\n2) Divide by 4.\nnot a step\n3. **5**.')).toEqual([
      'Add them.',
      'Divide by 4.',
      '**5**.',
    ]);
  });
});
