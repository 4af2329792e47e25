import { HttpProblem, problemType, refused } from '../../lib/problem';

/**
 * What an uploaded document may hold, checked by measuring it before any parser sees it. The
 * figures come from reading files at these bounds on a busy 2-core machine (README, "Documents
 * and pictures"): a Word file of 20,000 paragraphs and 220,000 elements reads in 6-11 s and
 * needs more than 256 MB of heap and less than 384; a 1,000-page PDF reads in 6-9 s. The
 * reader's pool (reader.ts) gives each 512 MB and 30 s.
 */

/** A .docx holds a few dozen parts and its pictures; a thousand is a very picture-heavy file. */
export const DOCX_MAX_ENTRIES = 1_000;
/** What all its parts declare unpacked, pictures included: ten times the 10 MB upload limit. */
export const DOCX_MAX_UNPACKED_BYTES = 100 * 1024 * 1024;
/**
 * Word's XML packs 5 to 20 times smaller, a page of empty table cells perhaps 100 times; past
 * this a part is built to unpack to far more than it weighs (a zip bomb). Small parts cannot do
 * harm whatever their ratio, so it is checked from RATIO_FROM_BYTES unpacked.
 */
export const DOCX_MAX_RATIO = 200;
export const RATIO_FROM_BYTES = 1024 * 1024;
/**
 * The XML parts the reader parses (the text, its notes and styles), unpacked: a 1,000-page
 * document is about 10 MB. Long text costs mammoth little (9 MB of it read within 256 MB).
 */
export const DOCX_MAX_XML_BYTES = 16 * 1024 * 1024;
/** Elements in those parts, which mammoth's memory and time follow: about 1.5 KB of heap each. */
export const DOCX_MAX_ELEMENTS = 250_000;
/** About 1,000 pages of prose. */
export const DOCX_MAX_PARAGRAPHS = 20_000;
export const DOCX_MAX_ROWS = 10_000;
/** Word nests 20 deep for text in a box in a table; nested tables add 3 a level. */
export const DOCX_MAX_DEPTH = 100;

/** A long textbook; pdf.js reads the text of a page in a few milliseconds. */
export const PDF_MAX_PAGES = 1_000;

/** Characters of text kept from any document: as much as the 10 MB upload limit of plain text. */
export const TEXT_MAX_CHARS = 10_000_000;

const number = new Intl.NumberFormat('en-GB');
/** "200,000" */
export const count = (n: number) => number.format(n);
/** "12.5 MB" */
export const megabytes = (bytes: number) =>
  `${number.format(Math.round((bytes / (1024 * 1024)) * 10) / 10)} MB`;

/** 413: the document holds more than a bound allows; the detail names it. */
export const tooLarge = (detail: string) =>
  new HttpProblem(413, 'Too large', detail, { type: problemType('document-too-large') });

/** 422: the document is damaged, or built to harm its reader; the detail says how. */
export const unreadable = (detail: string) => refused(detail, 'unreadable-document');
