import { describe, expect, it } from 'vitest';
import type { Answered } from './answers';
import { streamProblem } from './stream-check';

const want: Answered = {
  evaluations: '[]',
  expected: new Map([
    [1, { marks: 1, max: 1 }],
    [2, { marks: 0, max: 2 }],
  ]),
  total: 1,
  max: 3,
};

const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
const mark = (id: number, marks: number, max: number) =>
  event('evaluations', { question_id: id, marks_given: marks, max_marks: max });
const attempt = (total: number) =>
  event('attempt', {
    grading_completed: true,
    submitted_at: '2026-01-01T00:00:00.000Z',
    total_score: total,
    max_score: 3,
  });
const answer = (body: string, status = 200) => ({
  status,
  contentType: 'text/event-stream; charset=utf-8',
  body,
  ms: 1,
});
const complete = [
  mark(1, 1, 1),
  event('explanation', { question_id: 1, delta: 'Because ' }),
  mark(2, 0, 2),
  attempt(1),
  event('end', {}),
];

describe('streamProblem', () => {
  it('passes a complete stream with the expected marks and totals', () => {
    expect(streamProblem(answer(complete.join('')), want)).toBeNull();
  });

  it('fails a stream with an error event, even when it ends', () => {
    const body = [complete[0], event('error', { title: 'Marking failed' }), ...complete.slice(1)];
    expect(streamProblem(answer(body.join('')), want)).toMatch(/^error event/);
  });

  it('fails a non-2xx answer', () => {
    expect(streamProblem(answer('{"title":"Conflict"}', 409), want)).toMatch(/^status 409/);
  });

  it('fails a stream cut before its end event', () => {
    expect(streamProblem(answer(complete.slice(0, -1).join('')), want)).toMatch(/end/);
  });

  it('fails a stream missing a question', () => {
    const body = [complete[0], attempt(1), event('end', {})];
    expect(streamProblem(answer(body.join('')), want)).toBe('1 of 2 questions marked');
  });

  it('fails a question marked otherwise than its key says', () => {
    const body = [mark(1, 0, 1), mark(2, 0, 2), attempt(0), event('end', {})];
    expect(streamProblem(answer(body.join('')), want)).toMatch(/^question 1: 0\/1/);
  });

  it('fails an attempt whose total is not the sum expected', () => {
    const body = [mark(1, 1, 1), mark(2, 0, 2), attempt(2), event('end', {})];
    expect(streamProblem(answer(body.join('')), want)).toMatch(/^attempt total 2\/3/);
  });
});
