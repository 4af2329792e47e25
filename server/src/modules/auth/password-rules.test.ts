import { describe, expect, it } from 'vitest';
import { meetsPasswordRules } from './password-rules';

describe('meetsPasswordRules', () => {
  it.each([
    ['sunflower-2031', true],
    ['abcdefghi1', true],
    ['ÅngströmÅ9', true],
    ['abcdefgh1', false],
    ['abcdefghijkl', false],
    ['12345678901', false],
    ['', false],
  ])('judges %j as %s', (password, ok) => {
    expect(meetsPasswordRules(password)).toBe(ok);
  });
});
