import { describe, expect, it } from 'vitest';
import type { GenerationJob } from '../contract';
import { generationProgress } from './model';

const job = (over: Partial<GenerationJob>): GenerationJob => ({
  job_id: 1,
  status: 'running',
  made: 0,
  total: 4,
  worksheet_ids: [],
  error: null,
  ...over,
});

describe('generationProgress', () => {
  it('says a queued job is waiting, at 0%', () => {
    expect(generationProgress(job({ status: 'queued' }))).toEqual({
      percent: 0,
      text: 'Waiting to start…',
      finished: false,
    });
  });

  it('counts worksheets made of those asked for while running', () => {
    expect(generationProgress(job({ made: 1 }))).toEqual({
      percent: 25,
      text: '1 of 4 worksheets made (25%)',
      finished: false,
    });
  });

  it('is finished at 100% when done', () => {
    expect(generationProgress(job({ status: 'done', made: 4 }))).toMatchObject({
      percent: 100,
      finished: true,
    });
  });

  it('says why a failed job stopped, keeping what it made', () => {
    const failed = job({ status: 'failed', made: 2, error: 'The bank ran out.' });
    expect(generationProgress(failed)).toEqual({
      percent: 50,
      text: 'Stopped: The bank ran out. (2 of 4 worksheets made)',
      finished: true,
    });
  });
});
