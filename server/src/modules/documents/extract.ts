import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import { HttpProblem, problemType, refused } from '../../lib/problem';
import { trimEndWhere } from '../../lib/text-scan';

export type DocumentFormat = 'pdf' | 'docx' | 'markdown' | 'text';

export const MIME_TYPES: Record<DocumentFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  markdown: 'text/markdown',
  text: 'text/plain',
};

const unsupported = () =>
  new HttpProblem(
    415,
    'Unsupported media type',
    'The file is not a PDF, a Word document (.docx) or plain text (.txt, .md).',
    { type: problemType('unsupported-media-type') },
  );

const startsWith = (bytes: Buffer, signature: string) =>
  bytes.subarray(0, signature.length).toString('latin1') === signature;

/** UTF-8 text, as long as it decodes strictly and holds no NUL (which no text file has). */
function asText(bytes: Buffer): string | null {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return text.includes('\u0000') ? null : text;
  } catch {
    return null;
  }
}

/**
 * The format from the bytes, never the name or declared type: a PDF starts with `%PDF-`, a Word
 * document is a ZIP holding `word/document.xml`; anything else must be valid UTF-8 text. The name
 * only tells Markdown from plain text, which read the same.
 */
export function detectFormat(bytes: Buffer, filename: string): DocumentFormat {
  if (startsWith(bytes, '%PDF-')) return 'pdf';
  if (startsWith(bytes, 'PK\u0003\u0004')) {
    if (bytes.includes('word/document.xml', 0, 'latin1')) return 'docx';
    throw unsupported();
  }
  if (asText(bytes) === null) throw unsupported();
  return /\.(?:md|markdown)$/i.test(filename) ? 'markdown' : 'text';
}

async function rawText(bytes: Buffer, format: DocumentFormat): Promise<string> {
  if (format === 'pdf') {
    // verbosity 0: pdf.js otherwise prints its repair notes for damaged files to the console.
    const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
    return (await extractText(pdf, { mergePages: true })).text;
  }
  if (format === 'docx') return (await mammoth.extractRawText({ buffer: bytes })).value;
  return asText(bytes)!.replace(/^\uFEFF/, '');
}

/**
 * The text of a document. A damaged file, or one with no text to read (a scanned PDF), is
 * refused with 422: it was the right kind of file, but the coach could learn nothing from it.
 */
export async function extractDocumentText(bytes: Buffer, format: DocumentFormat): Promise<string> {
  let text: string;
  try {
    text = await rawText(bytes, format);
  } catch {
    throw refused(
      `The ${format === 'docx' ? 'Word document' : 'PDF'} could not be read; it may be damaged.`,
      'unreadable-document',
    );
  }
  const tidy = text
    .split(/\r\n?|\n/)
    .map((line) => trimEndWhere(line, (c) => c === ' ' || c === '\t'))
    .join('\n')
    .trim();
  if (!tidy) {
    throw refused(
      'No text could be read from the file; a scanned page needs its text typed out.',
      'empty-document',
    );
  }
  return tidy;
}
