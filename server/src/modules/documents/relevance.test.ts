import { describe, expect, it } from 'vitest';
import { mostRelevant, type Candidate } from './relevance';

const notes = (title: string, content: string): Candidate => ({ documentId: 1, title, content });
const practice = (topic: string, question: string, content: string): Candidate => ({
  documentId: null,
  title: 'Primary 5 Mathematics question bank',
  topic,
  question,
  content,
});

const simplest = practice(
  'Fractions',
  'Write 12/18 in its simplest form.',
  'The biggest number that divides both 12 and 18 is 6. Simplest form: 2/3.',
);
const perimeter = practice(
  'Perimeter',
  'A rectangular card is 15 cm long and 8 cm wide. How far is it round the edge?',
  'The perimeter is the distance all the way round: 15 + 8 + 15 + 8 = 46 cm.',
);
const area = practice(
  'Area',
  'A rectangle is 12 cm long and 7 cm wide. What is its area?',
  'Area of a rectangle = length × width.\n\n1. Area = length × width.\n2. 12 × 7 = 84 cm².',
);
const water = notes('Plants', 'Plants take in water through their roots.');
const photosynthesis = notes(
  'Photosynthesis basics',
  '# Photosynthesis basics\n\nPhotosynthesis is how green plants make their own food from light, water and carbon dioxide.',
);

const titlesFor = (question: string, passages: Candidate[], limit = 5) =>
  mostRelevant(question, passages, limit).map((p) => p.question ?? p.title);

describe('relevance of a passage to a question', () => {
  it('keeps nothing that shares only a loose word with the question', () => {
    expect(titlesFor('How do volcanoes form?', [simplest, water, photosynthesis])).toEqual([]);
  });

  it('keeps nothing that holds half of the question or less', () => {
    expect(titlesFor('What is the water cycle?', [water, photosynthesis])).toEqual([]);
    expect(titlesFor('Why did the French Revolution happen?', [simplest, perimeter])).toEqual([]);
  });

  it('ranks the passage covering more of the question first', () => {
    expect(titlesFor('What is the area of a rectangle 5 cm by 3 cm?', [perimeter, area])).toEqual([
      area.question,
      perimeter.question,
    ]);
  });

  it('prefers the passage whose heading names what is asked', () => {
    const mentions = notes('Leaves', 'Some leaves carry out photosynthesis in the light.');
    expect(titlesFor('photosynthesis', [mentions, photosynthesis])[0]).toBe(
      'Photosynthesis basics',
    );
  });

  it("puts the school's notes before a practice question that covers the question as well", () => {
    const fractions = notes(
      'Fractions',
      'To simplify a fraction, divide both numbers by their highest common factor.',
    );
    const bank = practice('Fractions', 'Simplify 6/8.', 'Simplify a fraction by dividing.');
    expect(titlesFor('How do I simplify a fraction?', [bank, fractions])).toEqual([
      'Fractions',
      'Simplify 6/8.',
    ]);
  });

  it('counts numbers for nothing, and loose words in full when there is nothing else', () => {
    expect(titlesFor('12 18', [simplest])).toEqual([]);
    const fractions = notes('Fractions', 'To simplify a fraction, divide by the common factor.');
    expect(titlesFor('How do I simplify 12/18?', [simplest, fractions])).toEqual(['Fractions']);
  });

  it('reads "%" as percent', () => {
    const percent = practice('Percentage', 'Write 3/5 as a percentage.', '3/5 = 60/100 = 60%.');
    expect(titlesFor('What is 25% of 80?', [percent, simplest])).toEqual([percent.question]);
  });

  it('keeps to the limit', () => {
    expect(titlesFor('area of a rectangle', [area, perimeter], 1)).toEqual([area.question]);
  });
});
