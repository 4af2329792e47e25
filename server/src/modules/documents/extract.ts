import { createHash } from 'node:crypto';
import { HttpProblem, refused } from '../../lib/problem';
import { TEXT_MAX_CHARS, count, tooLarge, unreadable } from './bounds';
import { chunkText } from './chunk';
import { measureDocx, docxText } from './docx';
import { type DocumentFormat, asText, detectFormat } from './formats';
import { measurePdf, pdfText } from './pdf';

/**
 * Reading an uploaded document, on a worker thread (read.worker.ts): its format from its bytes,
 * its size and shape measured against the bounds (bounds.ts) before a parser sees it, then its
 * text and the chunks retrieval searches.
 */

export interface MeasuredDocument {
  format: DocumentFormat;
  sha256: string;
}

export interface ReadDocument extends MeasuredDocument {
  text: string;
  chunks: string[];
}

const what = (format: DocumentFormat) => (format === 'docx' ? 'Word document' : 'PDF');

/** A parser's own failure is the file's fault (it is damaged); a bound's problem stays as it is. */
async function guarded<T>(format: DocumentFormat, work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpProblem) throw error;
    throw unreadable(`The ${what(format)} could not be read; it may be damaged.`);
  }
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Checks a document against every bound without reading its text: what an upload too big to
 * read while the caller waits is put through before it is kept for the extraction job.
 */
export async function measureDocument(bytes: Buffer, filename: string): Promise<MeasuredDocument> {
  const format = detectFormat(bytes, filename);
  if (format === 'docx') await guarded(format, () => measureDocx(bytes));
  if (format === 'pdf') await guarded(format, () => measurePdf(bytes));
  return { format, sha256: sha256(bytes) };
}

async function rawText(bytes: Buffer, format: DocumentFormat): Promise<string> {
  if (format === 'pdf') return guarded(format, () => pdfText(bytes));
  if (format === 'docx') return guarded(format, () => docxText(bytes));
  return asText(bytes)!.replace(/^\uFEFF/, '');
}

/** Line ends made \n and spaces at line ends dropped, by splitting: a regex would backtrack. */
const tidy = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();

/**
 * The text of a document and its chunks. A damaged file, or one with no text to read (a scanned
 * PDF), is refused with 422: it was the right kind of file, but the coach could learn nothing
 * from it. One past a bound is refused with 413 or 422 naming the bound.
 */
export async function readDocument(bytes: Buffer, filename: string): Promise<ReadDocument> {
  const format = detectFormat(bytes, filename);
  const text = tidy(await rawText(bytes, format));
  if (!text) {
    throw refused(
      'No text could be read from the file; a scanned page needs its text typed out.',
      'empty-document',
    );
  }
  if (text.length > TEXT_MAX_CHARS) {
    throw tooLarge(
      `The document holds ${count(text.length)} characters of text; the limit is ${count(TEXT_MAX_CHARS)}.`,
    );
  }
  return { format, sha256: sha256(bytes), text, chunks: chunkText(text) };
}
