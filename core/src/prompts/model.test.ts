import { describe, expect, it } from 'vitest';
import { PROMPT_MAX_LENGTH, promptProblems } from './model';

describe('promptProblems', () => {
  it('returns nothing for a plain prompt, single braces (a JSON example) included', () => {
    expect(promptProblems('coach', 'Be kind. Reply as {"hint": "..."}.')).toEqual([]);
  });

  it('refuses a blank text, a NUL and an unknown type', () => {
    expect(promptProblems('4', '  \n ')).toEqual(['is blank']);
    expect(promptProblems('4', 'Mark\u0000 fairly')).toEqual(['contains a NUL character']);
    expect(promptProblems('poem', 'Mark fairly')).toEqual(['poem is not a prompt type']);
  });

  it('refuses a text past the limit', () => {
    expect(promptProblems('5', 'x'.repeat(PROMPT_MAX_LENGTH + 1))).toEqual([
      `is ${PROMPT_MAX_LENGTH + 1} characters long; the most is ${PROMPT_MAX_LENGTH}`,
    ]);
  });

  it('refuses a placeholder the type does not fill in, once per name', () => {
    expect(promptProblems('coach', 'Hi {{student_name}}, {{ student_name }}.')).toEqual([
      'uses {{student_name}}, but this prompt type fills in no placeholders',
    ]);
  });

  it('refuses unbalanced double braces, saying where', () => {
    expect(promptProblems('coach', 'Hi {{name')).toEqual([
      'has a "{{" at character 4 that is never closed',
    ]);
    expect(promptProblems('coach', 'Hi name}}')).toEqual([
      'has a "}}" at character 8 with no "{{" before it',
    ]);
    expect(promptProblems('coach', '{{a {{b}}')).toEqual([
      'has a "{{" at character 1 that is never closed',
    ]);
  });
});
