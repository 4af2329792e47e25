import { describe, expect, it } from 'vitest';
import type { ChatModel } from '../../providers/llm/types';
import { markWithModel } from './rubric-model';
import { openQuestion, scriptedModel } from './test-factories';

const ANSWER = 'Plants use photosynthesis to make food from light.';

const reply = (marks: number[], feedback = 'Good start!') =>
  JSON.stringify({
    points: marks.map((m, index) => ({ index, marks: m, reason: `Reason ${index + 1}.` })),
    feedback,
  });

const depsFor = (model: ChatModel, signal = new AbortController().signal, timeoutMs?: number) => ({
  model,
  scoringPrompt: 'Mark fairly.',
  signal,
  timeoutMs,
});

describe('marking: open answers marked by the model', () => {
  it('gives the marks of a valid reply and lists its reasons', async () => {
    const model = scriptedModel([reply([1, 0.5, 1])]);
    const result = await markWithModel(openQuestion(), ANSWER, depsFor(model));
    expect(result).toMatchObject({ marks_given: 2.5, max_marks: 3, needs_review: false });
    expect(result.feedback).toBe(
      [
        'Good start!',
        'Met (1 of 1 mark): Names photosynthesis: Reason 1.',
        'Partly met (½ of 1 mark): Says light gives energy: Reason 2.',
        'Met (1 of 1 mark): Explains it clearly: Reason 3.',
      ].join('\n'),
    );
  });

  it('sends the scoring prompt, the rubric and the answer', async () => {
    const model = scriptedModel([reply([1, 1, 1])]);
    await markWithModel(openQuestion(), ANSWER, depsFor(model));
    const [request] = model.requests;
    expect(request!.system).toMatch(/^Mark fairly\./);
    expect(request!.system).toContain('1. (1 mark) Says light gives energy');
    expect(request!.system).toContain('Reply with ONLY this JSON');
    expect(request!.turns).toEqual([
      { role: 'user', content: expect.stringContaining(`Student answer:\n${ANSWER}`) },
    ]);
  });

  it('reads JSON inside a ```json fence with words around it', async () => {
    const model = scriptedModel([`Here you go:\n\`\`\`json\n${reply([1, 1, 1])}\n\`\`\`\nDone.`]);
    const result = await markWithModel(openQuestion(), ANSWER, depsFor(model));
    expect(result).toMatchObject({ marks_given: 3, is_full_marks: true, needs_review: false });
  });

  it('reads a reply of an unclosed fence and 100,000 spaces in one pass, as no JSON', async () => {
    const model = scriptedModel([`\`\`\`json${' '.repeat(100_000)}x`, reply([1, 1, 1])]);
    const result = await markWithModel(openQuestion(), ANSWER, depsFor(model));
    expect(result).toMatchObject({ marks_given: 3 });
  });

  it('clamps marks outside a point to 0 and its marks', async () => {
    const model = scriptedModel([reply([5, -2, 1])]);
    const result = await markWithModel(openQuestion(), ANSWER, depsFor(model));
    expect(result.marks_given).toBe(2);
  });

  it('asks once more after a malformed reply and uses the second', async () => {
    const model = scriptedModel(['I think 2 marks.', reply([1, 1, 0])]);
    const result = await markWithModel(openQuestion(), ANSWER, depsFor(model));
    expect(result).toMatchObject({ marks_given: 2, needs_review: false });
    expect(model.requests).toHaveLength(2);
    expect(model.requests[1]!.turns.slice(1)).toEqual([
      { role: 'assistant', content: 'I think 2 marks.' },
      { role: 'user', content: expect.stringContaining('Reply with ONLY') },
    ]);
  });

  it.each([
    ['not JSON', 'nope'],
    ['a point missing', reply([1, 1])],
    [
      'a point twice',
      JSON.stringify({
        points: [0, 0, 1].map((index) => ({ index, marks: 1, reason: '' })),
        feedback: '',
      }),
    ],
    [
      'marks as text',
      JSON.stringify({
        points: [0, 1, 2].map((index) => ({ index, marks: '1', reason: '' })),
        feedback: '',
      }),
    ],
  ])('falls back to the offline estimate for review after two replies with %s', async (_, bad) => {
    const model = scriptedModel([bad, bad]);
    const result = await markWithModel(openQuestion(), ANSWER, depsFor(model));
    expect(model.requests).toHaveLength(2);
    expect(result).toMatchObject({ marks_given: 2, needs_review: true });
    expect(result.needs_review).toBe(true);
    expect(result.rationale).toMatch(/^The model twice answered without the JSON asked for\./);
  });

  it('falls back to the offline estimate for review when the model throws', async () => {
    const model = scriptedModel([new Error('connect ECONNREFUSED')]);
    const result = await markWithModel(openQuestion(), ANSWER, depsFor(model));
    expect(result).toMatchObject({ marks_given: 2, needs_review: true });
    expect(result.needs_review).toBe(true);
    expect(result.rationale).toContain('ECONNREFUSED');
  });

  it('falls back without asking the model when marking was already cancelled', async () => {
    const model = scriptedModel([reply([1, 1, 1])]);
    const result = await markWithModel(openQuestion(), ANSWER, depsFor(model, AbortSignal.abort()));
    expect(result.needs_review).toBe(true);
    expect(model.requests).toHaveLength(0);
  });

  it('stops waiting for a model that hangs past its time', async () => {
    const hanging: ChatModel = {
      name: 'hanging',
      offline: false,
      async *reply() {
        yield '{"points": [';
        await new Promise(() => undefined);
      },
      title: async () => '',
    };
    const result = await markWithModel(openQuestion(), ANSWER, depsFor(hanging, undefined, 20));
    expect(result).toMatchObject({ marks_given: 2, needs_review: true });
  });

  it('gives 0 marks to no answer without asking the model', async () => {
    const model = scriptedModel([]);
    const result = await markWithModel(openQuestion(), null, depsFor(model));
    expect(result).toMatchObject({ marks_given: 0, feedback: 'No answer given.' });
    expect(model.requests).toHaveLength(0);
  });
});
