import { describe, expect, it } from 'vitest';
import { composeReply, offlineTutor } from './offline-tutor';
import type { ModelRequest, RetrievedPassage } from './types';

const fractions: RetrievedPassage = {
  documentId: 1,
  title: 'Fractions: notes for P5',
  content:
    'A fraction names part of a whole. To add fractions with different denominators, first ' +
    'find a common denominator. Then add the numerators and keep the denominator the same. ' +
    'Always simplify your answer at the end.',
  rank: 0.5,
};
const photosynthesis: RetrievedPassage = {
  documentId: 2,
  title: 'Photosynthesis basics',
  content: 'Plants make their own food from light, water and carbon dioxide.',
  rank: 0.1,
};

const request = (overrides: Partial<ModelRequest> = {}): ModelRequest => ({
  system: 'You are Kyu.',
  turns: [{ role: 'user', content: 'How do I add fractions with different denominators?' }],
  passages: [fractions, photosynthesis],
  duringAssessment: false,
  studentName: 'Sam',
  ...overrides,
});

const collect = async (iterable: AsyncIterable<string>) => {
  const chunks: string[] = [];
  for await (const chunk of iterable) chunks.push(chunk);
  return chunks;
};

describe('offline tutor', () => {
  it('says it is the offline tutor at the start and the end', () => {
    const reply = composeReply(request());
    expect(reply.startsWith('(Offline tutor)')).toBe(true);
    expect(reply).toContain("Kyu's offline tutor");
  });

  it('quotes the sentence of the best passage that fits the question, and names its sources', () => {
    const reply = composeReply(request());
    expect(reply).toContain('Hi Sam!');
    expect(reply).toContain('How do I add fractions with different denominators?');
    expect(reply).toContain('first find a common denominator');
    expect(reply).toContain('Sources: **Fractions: notes for P5**, **Photosynthesis basics**');
  });

  it('guides with a question instead of giving the answer', () => {
    const reply = composeReply(request());
    const guidance = reply.split('\n\n').find((p) => /\?$/.test(p.trim()));
    expect(guidance).toBeDefined();
    expect(reply).toContain('rather than me just giving you the answer');
  });

  it('says it has no school notes yet when nothing was retrieved, and still asks a question', () => {
    const reply = composeReply(request({ passages: [] }));
    expect(reply).toContain("I don't have any notes from your school on that yet");
    expect(reply).toMatch(/What do you already know about fractions\?/);
    expect(reply).not.toContain('Sources:');
  });

  it('gives no answer and quotes no notes during a quiz or mock exam', () => {
    const reply = composeReply(request({ duringAssessment: true }));
    expect(reply).toContain("I won't give you the answer");
    expect(reply).not.toContain('common denominator');
    expect(reply).not.toContain('Sources:');
    expect(reply).toMatch(/\?/);
  });

  it('answers the same words for the same request', () => {
    expect(composeReply(request())).toBe(composeReply(request()));
  });

  it('streams the reply a few words at a time, which join to the whole reply', async () => {
    const chunks = await collect(offlineTutor().reply(request(), new AbortController().signal));
    expect(chunks.length).toBeGreaterThan(10);
    expect(chunks.join('')).toBe(composeReply(request()));
  });

  it('stops streaming when the caller aborts', async () => {
    const controller = new AbortController();
    const chunks: string[] = [];
    for await (const chunk of offlineTutor().reply(request(), controller.signal)) {
      chunks.push(chunk);
      if (chunks.length === 2) controller.abort();
    }
    expect(chunks).toHaveLength(2);
  });

  it('titles a conversation with the first meaningful words of its question', async () => {
    const title = offlineTutor().title.bind(null);
    const signal = new AbortController().signal;
    expect(await title('How do I add fractions with different denominators?', signal)).toBe(
      'Add Fractions Different Denominators',
    );
    expect(await title('what is the water cycle and why does it matter for rain', signal)).toBe(
      'Water Cycle Matter Rain',
    );
    expect(await title('??', signal)).toBe('New conversation');
  });
});
