import { describe, expect, it } from 'vitest';
import { speakable } from './speakable';
import { SPEECH_BOUNDS, spokenSentences, spokenText, TOO_LONG_TO_READ } from './spoken-text';

const DIGITS_200 = '1234567890'.repeat(20);

describe('speakable', () => {
  it('leaves markdown marks and link addresses unspoken', () => {
    expect(speakable('**Sources:** [Fractions](https://x.example/f) _notes_\n> quoted')).toBe(
      'Sources: Fractions notes quoted',
    );
  });

  it('drops pictures and heading and list marks, and keeps a comparison', () => {
    expect(speakable('# Title\n- one ![a cat](cat.png)\n* two\n5 > 3')).toBe('Title one two 5 > 3');
  });

  it('makes a space of control characters, so a NUL cannot end the text early', () => {
    expect(speakable('one\u0000two\u200Bthree')).toBe('one two three');
  });

  // Each was quadratic or worse with the old patterns; a million characters would not end.
  it.each([
    ['[', '['.repeat(1_000_000)],
    ['[a](', '[a]('.repeat(250_000)],
    ['![', '!['.repeat(500_000)],
    ['new lines', '\n'.repeat(1_000_000)],
    ['spaces then no mark', `${' '.repeat(1_000_000)}x`],
  ])('reads a million characters of %s in one pass', (_, text) => {
    expect(speakable(text).length).toBeLessThanOrEqual(text.length);
  });
});

describe('spokenSentences', () => {
  it('reads a 200-digit number in threes, digit by digit, up to a bound, and counts the rest', () => {
    const said = spokenText(`The number is ${DIGITS_200}.`);
    expect(said).toMatch(/^The number is 1 2 3, 4 5 6, 7 8 9, 0 1 2, /);
    expect(said).toMatch(/, and 140 more digits\.$/);
    expect(said.match(/\d/g)).toHaveLength(SPEECH_BOUNDS.digits + 3);
  });

  it('leaves a number of up to twelve digits to the voice', () => {
    expect(spokenSentences('It costs 123456789012 dollars.')).toEqual([
      'It costs 123456789012 dollars.',
    ]);
    expect(spokenSentences('Call 1234567890123.')).toEqual(['Call 1 2 3, 4 5 6, 7 8 9, 0 1 2, 3.']);
  });

  it('says nothing of 20,000 brackets, spaced or not', () => {
    expect(spokenSentences('['.repeat(20_000))).toEqual([]);
    expect(spokenSentences('[ '.repeat(20_000))).toEqual([]);
    expect(spokenText(`${'#$%&*@'.repeat(500)}`)).toBe('');
  });

  it('keeps a few marks between words and only the sentence end of many', () => {
    expect(spokenSentences('Wow!!!!!! [[[[ Next: 1 + 2 = 3?')).toEqual([
      'Wow!',
      'Next: 1 + 2 = 3?',
    ]);
  });

  it('reads a word longer than the engine takes in parts that fit its buffer', () => {
    const words = spokenText('é'.repeat(130)).split(' ');
    expect(words.map((w) => w.length)).toEqual([50, 50, 30]);
    for (const word of words) expect(Buffer.byteLength(word)).toBeLessThan(256);
    // A 4-byte letter (mathematical bold A) counts as one character, never split in two.
    const bold = spokenText('\u{1D400}'.repeat(60));
    expect(bold.split(' ').map((w) => Buffer.byteLength(w))).toEqual([200, 40]);
  });

  it('splits a text into sentences, and a long sentence between words', () => {
    const long = 'the cat sat on the mat and '.repeat(30).trim();
    const sentences = spokenSentences(`Hello there. Is it you? Yes! ${long}.`);
    expect(sentences.slice(0, 3)).toEqual(['Hello there.', 'Is it you?', 'Yes!']);
    for (const s of sentences) expect(s.length).toBeLessThanOrEqual(SPEECH_BOUNDS.sentence);
    expect(sentences.slice(3).join(' ')).toBe(`${long}.`);
  });

  it('reads the first part of a long text, ended at a sentence, and says the rest is cut', () => {
    const sentence = 'Photosynthesis is how plants make food from sunlight. ';
    const sentences = spokenSentences(sentence.repeat(200));
    expect(sentences.at(-1)).toBe(TOO_LONG_TO_READ);
    const read = sentences.slice(0, -1).join(' ');
    expect(read.length).toBeLessThanOrEqual(SPEECH_BOUNDS.characters);
    expect(read.length).toBeGreaterThan(SPEECH_BOUNDS.characters - sentence.length);
    expect(read.endsWith('sunlight.')).toBe(true);
  });

  it('bounds what is read however the text is made', () => {
    for (const text of [
      '9'.repeat(4000),
      `${DIGITS_200} `.repeat(20),
      'ab'.repeat(2000),
      '1-'.repeat(2000),
      'é'.repeat(20_000),
    ]) {
      const sentences = spokenSentences(text);
      expect(sentences.join(' ').length).toBeLessThanOrEqual(
        SPEECH_BOUNDS.characters + TOO_LONG_TO_READ.length + 1,
      );
      for (const s of sentences) {
        expect(s.length).toBeLessThanOrEqual(SPEECH_BOUNDS.sentence);
        expect(s).not.toMatch(/\d{13}/);
      }
    }
  });
});
