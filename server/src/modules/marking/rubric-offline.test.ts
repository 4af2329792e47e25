import { describe, expect, it } from 'vitest';
import { markOffline } from './rubric-offline';
import { openQuestion } from './test-factories';

describe('marking: offline rubric estimate', () => {
  it.each([
    ['Because of photosynthesis, which gives them energy.', 2],
    ['PHOTOSYNTHESIS', 1],
    ['They use light to make   food.', 1],
    ['Plants are green.', 0],
    ['photosynthesising', 0],
    ['energetic plants', 0],
    ['énergie? no: energy!', 1],
  ])('gives %j %d marks', (value, marks) => {
    expect(markOffline(openQuestion(), value).marks_given).toBe(marks);
  });

  it('lists the points met and missed and asks for review by its flag, with no note of its own', () => {
    const result = markOffline(openQuestion(), 'Photosynthesis needs light.');
    expect(result).toMatchObject({ marks_given: 1, max_marks: 3, is_full_marks: false });
    expect(result.needs_review).toBe(true);
    expect(result.feedback).toBe(
      [
        'Met (1 of 1 mark): Names photosynthesis',
        'Missed (0 of 1 mark): Says light gives energy',
        'Missed (0 of 1 mark): Explains it clearly',
      ].join('\n'),
    );
    expect(result.rationale).toContain('Point 1 met: the answer says "photosynthesis".');
    expect(result.rationale).toContain('Point 3 has no keywords to look for.');
  });

  it('scales the points to the question marks when they add up differently', () => {
    const question = openQuestion({ marks: 6 });
    expect(markOffline(question, 'photosynthesis and energy').marks_given).toBe(4);
  });

  it('gives 0 marks to no answer without asking for review', () => {
    expect(markOffline(openQuestion(), '  ')).toMatchObject({
      marks_given: 0,
      feedback: 'No answer given.',
      needs_review: false,
    });
  });
});
