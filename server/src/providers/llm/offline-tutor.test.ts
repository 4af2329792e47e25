import { describe, expect, it } from 'vitest';
import { composeReply, offlineTutor } from './offline-tutor';
import type { ModelRequest, RetrievedPassage } from './types';

const fractions: RetrievedPassage = {
  documentId: 1,
  title: 'Fractions: notes for P5',
  content:
    '# Fractions: notes for P5\n\nA fraction names part of a whole. To add fractions with different denominators, first ' +
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

  it('quotes the notes as sentences, never their markdown headings', () => {
    const reply = composeReply(
      request({ turns: [{ role: 'user', content: 'What is a fraction?' }] }),
    );
    expect(reply).toContain('> A fraction names part of a whole.');
    expect(reply).not.toMatch(/^> .*#/m);
  });

  it("says plainly that the school's notes do not cover it, quotes nothing, and asks about what was asked", () => {
    const ask = (content: string) =>
      composeReply(request({ turns: [{ role: 'user', content }], passages: [] }));
    const reply = ask('Why did the French Revolution happen?');
    expect(reply).toContain("I couldn't find this in your school's notes");
    expect(reply).toContain('What do you think could explain the French Revolution?');
    expect(reply).not.toMatch(/^>/m);
    expect(reply).not.toContain('Sources:');
    expect(ask('How do volcanoes form?')).toContain('What do you already know about volcanoes?');
    expect(ask('Who was Julius Caesar?')).toContain(
      'What do you already know about Julius Caesar?',
    );
  });

  it('asks what the student is working on when the message names no topic', () => {
    const reply = composeReply(
      request({ turns: [{ role: 'user', content: 'thanks!' }], passages: [] }),
    );
    expect(reply).toContain("Tell me which question or topic you're working on");
    expect(reply).not.toContain("I couldn't find");
  });

  it("shows a practice question's setting and the start of its method, never its last step", () => {
    const lShape: RetrievedPassage = {
      documentId: null,
      title: 'Primary 5 Mathematics question bank',
      topic: 'Area and perimeter',
      question: 'A card is **10 cm** by **8 cm**.\n\nWhat is the **area** of the card?',
      content: 'The card covers 80 cm².\n\n1. Area = length × width.\n2. 10 × 8 = **80 cm²**.',
      rank: 1,
    };
    const reply = composeReply(
      request({
        turns: [{ role: 'user', content: 'What is the area of a rectangle 5 cm by 3 cm?' }],
        passages: [lShape],
      }),
    );
    expect(reply).toContain('A practice question on **Area and perimeter** is close to yours:');
    expect(reply).toContain(
      '> A card is **10 cm** by **8 cm**.\n> What is the **area** of the card?',
    );
    expect(reply).toContain('> 1. Area = length × width.');
    expect(reply).not.toContain('80');
    expect(reply).toContain('numbers in your question (5 and 3)');
  });

  it('names the words of the question that nothing it found mentions', () => {
    const reply = composeReply(
      request({ turns: [{ role: 'user', content: 'How do I add fractions on Mars?' }] }),
    );
    expect(reply).toContain('Nothing I found mentions **Mars**');
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
