import { beforeEach, describe, expect, it } from 'vitest';
import { json, mockFetch, problem } from '@kyu/test-support/fetch';
import { resetCore } from '../testing/reset';
import { $academicLevels, $subjects, loadReferenceData } from '.';

beforeEach(() => {
  resetCore();
});

describe('reference data', () => {
  it('loads academic levels and subjects, then serves them from memory', async () => {
    const levels = [{ id: 1, name: 'Primary 5' }];
    const subjects = [{ id: 2, name: 'Mathematics' }];
    const fetch = mockFetch(json(levels), json(subjects));
    await loadReferenceData();
    await loadReferenceData();
    expect($academicLevels.get()).toEqual(levels);
    expect($subjects.get()).toEqual(subjects);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('leaves a list null when it cannot be loaded, and tries again next time', async () => {
    $academicLevels.set(null);
    $subjects.set(null);
    const fetch = mockFetch(problem(404, 'Not found'), json([{ id: 2, name: 'Science' }]));
    await loadReferenceData();
    expect($academicLevels.get()).toBeNull();
    expect($subjects.get()).toEqual([{ id: 2, name: 'Science' }]);
    const again = mockFetch(json([]));
    await loadReferenceData();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(again).toHaveBeenCalledTimes(1);
    expect($academicLevels.get()).toEqual([]);
  });
});
