import { describe, expect, it } from 'vitest';
import { CHUNK_MAX, chunkText } from './chunk';

const sentence = (i: number) => `Sentence number ${i} says one small thing about fractions.`;
const paragraph = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => sentence(from + i)).join(' ');

describe('chunkText', () => {
  it('keeps a short text as one chunk', () => {
    expect(chunkText('  A fraction is part of a whole.\n\nHalves and quarters.  ')).toEqual([
      'A fraction is part of a whole.\n\nHalves and quarters.',
    ]);
  });

  it('answers no chunk for blank text', () => {
    expect(chunkText(' \n\n \t')).toEqual([]);
  });

  it('packs paragraphs into chunks of at most the limit, breaking between paragraphs', () => {
    const text = Array.from({ length: 12 }, (_, i) => paragraph(i * 5, 5)).join('\n\n');
    const chunks = chunkText(text);
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) {
      expect(chunk.length).toBeLessThanOrEqual(CHUNK_MAX);
      expect(chunk.length).toBeGreaterThan(500);
      expect(chunk).toMatch(/^Sentence number \d+/);
      expect(chunk).toMatch(/fractions\.$/);
    }
  });

  it('splits a long paragraph on sentence boundaries, repeating one sentence as overlap', () => {
    const chunks = chunkText(paragraph(0, 60));
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(CHUNK_MAX);
    const lastOfFirst = chunks[0]!.match(/Sentence number \d[^.]*\.$/)![0];
    expect(chunks[1]!.startsWith(lastOfFirst)).toBe(true);
    // Every sentence survives somewhere.
    for (let i = 0; i < 60; i++) expect(chunks.some((c) => c.includes(sentence(i)))).toBe(true);
  });

  it('cuts a run of text with no sentence end at a space', () => {
    const chunks = chunkText('word '.repeat(700));
    expect(chunks.length).toBe(3);
    for (const chunk of chunks) {
      expect(chunk.length).toBeLessThanOrEqual(CHUNK_MAX);
      expect(chunk).toMatch(/^word( word)*$/);
    }
  });
});
