import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import type { Problem } from '@kyu/core/contract';
import { fromProblem } from './problem';

const problem = (over: Partial<Problem> = {}): Problem => ({
  type: 'about:blank',
  title: 'Bad Request',
  status: 400,
  ...over,
});

describe('fromProblem', () => {
  it('turns field errors into form errors keyed by field path', () => {
    const body = problem({
      errors: { '/colours/primary': ['must match #RRGGBB'], 'body.school_name': ['is required'] },
    });
    const error = fromProblem(new HttpError('Bad Request', 400, body)) as HttpError;
    expect(error.body.errors).toEqual({
      'colours.primary': 'must match #RRGGBB',
      school_name: 'is required',
      root: { serverError: 'must match #RRGGBB' },
    });
  });

  it('shows the detail rather than the title', () => {
    const body = problem({ status: 409, title: 'Conflict', detail: 'That domain is taken.' });
    const error = fromProblem(new HttpError('Conflict', 409, body)) as HttpError;
    expect(error.message).toBe('That domain is taken.');
    expect(error.status).toBe(409);
    expect(error.body.errors).toBeUndefined();
  });

  it('leaves errors that are not problems alone', () => {
    const original = new HttpError('Bad Gateway', 502, '<html>');
    expect(fromProblem(original)).toBe(original);
  });
});
