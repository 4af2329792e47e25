import { HttpProblem, problemType } from '../../lib/problem';

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
export function asText(bytes: Buffer): string | null {
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
