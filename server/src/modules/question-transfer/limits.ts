import { HttpProblem, problemType, refused } from '../../lib/problem';

/**
 * Questions one file may hold (categories not counted). A large course's bank is a few hundred
 * to a couple of thousand questions, and one import writes them in one transaction; a bigger
 * bank goes in several files, as the 5 MB bound already asks. Without it a 5 MB file of 308,000
 * one-line questions held the server 10 s and answered a 20 MB report.
 */
export const MAX_QUESTIONS_PER_FILE = 2_000;

/** Rejections a report (or a refused import's problem) lists one by one; the rest are counted. */
export const MAX_REJECTIONS_LISTED = 100;

/** A topic's name, as a Moodle category becomes one: the length Kyu gives a generated topic. */
export const MAX_TOPIC_LENGTH = 200;

/**
 * Element nesting in a Moodle XML file. Moodle's own files nest six deep (quiz, question,
 * answer, feedback, text); deeper is not a question bank, and a parser's tree of it only costs.
 */
export const MAX_XML_DEPTH = 16;

/**
 * Elements in a Moodle XML file: 250 a question at the most questions a file holds (a choice of
 * 26 answers, each with its feedback, is about 130). A parser builds an object of each, so
 * 1,250,000 empty elements in one 5 MB file cost 165 MB and 6 s before this bound.
 */
export const MAX_XML_ELEMENTS = 250 * MAX_QUESTIONS_PER_FILE;

/** A count as a report writes it: 2,000. */
export const grouped = (n: number) => n.toLocaleString('en-GB');

/** 413 for a file of more questions than one import takes, said before they are read. */
export const tooManyQuestions = () =>
  new HttpProblem(
    413,
    'Too large',
    `The file holds more than ${grouped(MAX_QUESTIONS_PER_FILE)} questions, the most one import takes; split it into several.`,
    { type: problemType('too-many-questions') },
  );

/** 422 for Moodle XML nested deeper than a question bank is. */
export const nestedTooDeep = () =>
  refused(
    `The Moodle XML file nests elements more than ${MAX_XML_DEPTH} levels deep, deeper than a question bank does.`,
    'too-deep',
  );

/** 413 for Moodle XML of more elements than a question bank of the most questions has. */
export const tooManyElements = () =>
  new HttpProblem(
    413,
    'Too large',
    `The Moodle XML file holds more than ${grouped(MAX_XML_ELEMENTS)} elements, more than ${grouped(MAX_QUESTIONS_PER_FILE)} questions have; split it into several.`,
    { type: problemType('too-many-elements') },
  );

/** Counts questions as a reader finds them, refusing the one past the bound. */
export function questionCounter() {
  let count = 0;
  return () => {
    count++;
    if (count > MAX_QUESTIONS_PER_FILE) throw tooManyQuestions();
  };
}

/** Refuses a file whose cheap count (before any parsing) is already past the bound. */
export function assertFewEnough(count: number) {
  if (count > MAX_QUESTIONS_PER_FILE) throw tooManyQuestions();
}
