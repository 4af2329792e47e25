import { describe, expect, it } from 'vitest';
import { offlineTutor } from '../../providers/llm/offline-tutor';
import { DEFAULT_SCORING_PROMPT, MarkingInputError, markAnswer } from './index';
import { openQuestion, question, scriptedModel } from './test-factories';
import type { ChatModel } from '../../providers/llm/types';

const deps = (model: ChatModel) => ({
  model,
  scoringPrompt: DEFAULT_SCORING_PROMPT,
  signal: new AbortController().signal,
});

const group = question({
  id: 10,
  question_type_id: 6,
  marks: 4,
  options: [],
  answer: { kind: 'group' },
  sub_questions: [question({ id: 11 }), openQuestion({ id: 12 })],
});

describe('marking: markAnswer', () => {
  it('scores a choice question without the model', async () => {
    const model = scriptedModel([]);
    expect(await markAnswer(question(), '2', deps(model))).toMatchObject({ marks_given: 1 });
    expect(model.requests).toHaveLength(0);
  });

  it('estimates an open answer offline when the model is the offline tutor', async () => {
    const result = await markAnswer(openQuestion(), 'photosynthesis', deps(offlineTutor()));
    expect(result).toMatchObject({ marks_given: 1, needs_review: true });
    // The quiz shows the one note that goes with the flag; the feedback repeats none.
    expect(result.feedback).not.toMatch(/estimate|review/i);
  });

  it('asks a connected model to mark an open answer', async () => {
    const model = scriptedModel([
      '{"points":[{"index":0,"marks":1,"reason":"Yes."},{"index":1,"marks":1,"reason":"Yes."},{"index":2,"marks":0,"reason":"Short."}],"feedback":"Well done!"}',
    ]);
    const result = await markAnswer(openQuestion(), 'photosynthesis', deps(model));
    expect(result).toMatchObject({ marks_given: 2, needs_review: false });
    expect(model.requests[0]!.system).toContain(DEFAULT_SCORING_PROMPT);
  });

  it('marks the open part of a group with the model and sums the parts', async () => {
    const model = scriptedModel([
      '{"points":[{"index":0,"marks":1,"reason":""},{"index":1,"marks":1,"reason":""},{"index":2,"marks":1,"reason":""}],"feedback":"Great."}',
    ]);
    const value = JSON.stringify({ 11: '2', 12: 'Photosynthesis gives energy.' });
    const result = await markAnswer(group, value, deps(model));
    expect(result).toMatchObject({
      marks_given: 4,
      max_marks: 4,
      is_full_marks: true,
      needs_review: false,
    });
    expect(result.feedback).toMatch(
      /^Part 1 \(1 of 1 mark\): Correct!\nPart 2 \(3 of 3 marks\): Great\./,
    );
  });

  it('flags a group for review when its open part is an estimate', async () => {
    const value = JSON.stringify({ 11: '3', 12: 'Photosynthesis.' });
    const result = await markAnswer(group, value, deps(offlineTutor()));
    expect(result).toMatchObject({ marks_given: 1, max_marks: 4, needs_review: true });
  });

  it('rejects a bad part answer before asking the model', async () => {
    const model = scriptedModel([]);
    const value = JSON.stringify({ 11: '9', 12: 'Photosynthesis.' });
    await expect(markAnswer(group, value, deps(model))).rejects.toThrow(MarkingInputError);
    expect(model.requests).toHaveLength(0);
  });
});
