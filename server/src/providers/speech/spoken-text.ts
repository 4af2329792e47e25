import { speakable } from './speakable';

/**
 * What is sent to a voice, bounded: a voice reads a symbol as a word ("left square bracket"),
 * a long number digit by digit, and a long text for minutes, and SVOX Pico fails outright on
 * a run of about eighty digits or two hundred marks and hangs on a word longer than its text
 * buffer (256 bytes). The text is cut to what a student would listen to, with a spoken note
 * that the rest is on the screen, rather than refused: the words are there to read.
 */
export const SPEECH_BOUNDS = {
  /** Characters read aloud, about three minutes of speech. */
  characters: 3_000,
  /** Digits of one number read aloud; the rest are counted ("and 140 more digits"). */
  digits: 60,
  /** A number longer than this is read digit by digit, in threes. */
  plainDigits: 12,
  /** Marks between two words before they are dropped ("!!!!" or "[ [ [ ["). */
  marks: 3,
  /** Characters of one word: 50 of up to 4 bytes each stay within pico's buffer. */
  word: 50,
  /**
   * Characters of one piece sent to the engine (a sentence, or part of a long one): the
   * slowest (digits alternating with marks, 50 seconds of speech) take under 1.5 s (measured).
   */
  sentence: 120,
};

/** Said where the text is cut; the reader finds the rest on the screen. */
export const TOO_LONG_TO_READ = 'The rest is too long to read aloud; please read it on the screen.';

const WORD_CHARACTER = /[\p{L}\p{N}\p{M}]/u;
const SENTENCE_END = /[.!?]/;

/** Between two words, more than a few marks say nothing: only a sentence's end is kept. */
const condenseMarks = (text: string) =>
  text.replace(/[^\p{L}\p{N}\p{M}]+/gu, (gap) => {
    const marks = gap.replaceAll(' ', '');
    if (marks.length <= SPEECH_BOUNDS.marks) return gap;
    return `${SENTENCE_END.exec(marks)?.[0] ?? ''} `;
  });

/** A long number is read digit by digit in threes, and only so far. */
const condenseDigits = (text: string) =>
  text.replace(/\d+/g, (run) => {
    if (run.length <= SPEECH_BOUNDS.plainDigits) return run;
    const read = run.slice(0, SPEECH_BOUNDS.digits);
    const groups = read.match(/\d{1,3}/g)!.map((group) => [...group].join(' '));
    const rest = run.length - read.length;
    return groups.join(', ') + (rest > 0 ? `, and ${rest} more digits` : '');
  });

/** A word longer than the engine takes is read in parts. */
function breakLongWord(word: string): string {
  const characters = [...word];
  if (characters.length <= SPEECH_BOUNDS.word) return word;
  const parts: string[] = [];
  for (let i = 0; i < characters.length; i += SPEECH_BOUNDS.word) {
    parts.push(characters.slice(i, i + SPEECH_BOUNDS.word).join(''));
  }
  return parts.join(' ');
}

/** The text up to its bound, ended at a sentence if one ends late enough, else at a word. */
function cut(text: string): string {
  const { characters } = SPEECH_BOUNDS;
  if (text.length <= characters) return text;
  const head = text.slice(0, characters + 1);
  const sentenceEnd = Math.max(...['. ', '! ', '? '].map((end) => head.lastIndexOf(end)));
  if (sentenceEnd > characters / 2) return head.slice(0, sentenceEnd + 1);
  const wordEnd = head.lastIndexOf(' ');
  return head.slice(0, wordEnd > 0 ? wordEnd : characters);
}

/** A sentence longer than one piece is split between words (each word fits in a piece). */
function pieces(sentence: string): string[] {
  const out: string[] = [];
  let piece = '';
  for (const word of sentence.split(' ')) {
    if (piece && piece.length + 1 + word.length > SPEECH_BOUNDS.sentence) {
      out.push(piece);
      piece = word;
    } else {
      piece = piece ? `${piece} ${word}` : word;
    }
  }
  if (piece) out.push(piece);
  return out;
}

/** The text as a voice should read it: bounded, one sentence (or part of one) at a time. */
export function spokenSentences(text: string): string[] {
  const words = condenseDigits(condenseMarks(speakable(text)))
    .split(' ')
    .filter(Boolean)
    .map(breakLongWord)
    .join(' ');
  const said = cut(words);
  const sentences = said
    .split(/(?<=[.!?]) /)
    .flatMap(pieces)
    .filter((sentence) => WORD_CHARACTER.test(sentence));
  return said.length < words.length ? [...sentences, TOO_LONG_TO_READ] : sentences;
}

/** The same, as one text, for a voice that takes a whole text at once. */
export const spokenText = (text: string) => spokenSentences(text).join(' ');
