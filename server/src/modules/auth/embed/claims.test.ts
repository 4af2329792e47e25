import { describe, expect, it } from 'vitest';
import { HttpProblem } from '../../../lib/problem';
import { readEmbedClaims } from './claims';

const NOW = new Date('2026-03-02T09:00:00Z');
const t0 = NOW.getTime() / 1000;
const base = {
  sub: 'u-1',
  jti: 'j-1',
  email: 'Ana@School.test',
  name: 'Ana Lee',
  role: 'student',
  iat: t0,
  exp: t0 + 300,
};
const titleOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof HttpProblem ? error.title : String(error);
  }
  return 'accepted';
};

describe('readEmbedClaims', () => {
  it('lower-cases the e-mail and splits the name at its first space', () => {
    expect(readEmbedClaims({ ...base, name: '  Mia  Tan Wei ' }, 1, NOW)).toMatchObject({
      email: 'ana@school.test',
      firstName: 'Mia',
      lastName: 'Tan Wei',
    });
    expect(readEmbedClaims({ ...base, name: 'Cher' }, 1, NOW)).toMatchObject({
      firstName: 'Cher',
      lastName: '',
    });
  });

  it('keeps the jti until the token could no longer be accepted, a minute of skew past exp', () => {
    expect(readEmbedClaims(base, 1, NOW).refusedAfter).toEqual(new Date((t0 + 360) * 1000));
  });

  it('accepts exactly ten minutes of life and a minute of clock skew, and no more', () => {
    expect(titleOf(() => readEmbedClaims({ ...base, exp: t0 + 600 }, 1, NOW))).toBe('accepted');
    expect(titleOf(() => readEmbedClaims({ ...base, exp: t0 + 601 }, 1, NOW))).toBe(
      'Embed token lives too long',
    );
    const ahead = { ...base, iat: t0 + 60, exp: t0 + 300 };
    expect(titleOf(() => readEmbedClaims(ahead, 1, NOW))).toBe('accepted');
    expect(titleOf(() => readEmbedClaims({ ...ahead, iat: t0 + 61 }, 1, NOW))).toBe(
      'Embed token issued in the future',
    );
  });

  it('accepts a school claim naming the key’s school, and refuses another', () => {
    expect(titleOf(() => readEmbedClaims({ ...base, school: 7 }, 7, NOW))).toBe('accepted');
    expect(titleOf(() => readEmbedClaims({ ...base, school: 8 }, 7, NOW))).toBe(
      'Embed token for another school',
    );
  });

  it('names every claim that is wrong at once', () => {
    try {
      readEmbedClaims({ ...base, sub: undefined, email: 'x', name: 5 }, 1, NOW);
      expect.unreachable();
    } catch (error) {
      expect((error as HttpProblem).extra.errors).toEqual({
        sub: ['is required'],
        email: ['must be an e-mail address'],
        name: ['must be a string'],
      });
    }
  });
});
