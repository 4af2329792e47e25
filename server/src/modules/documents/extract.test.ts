import { describe, expect, it } from 'vitest';
import type { HttpProblem } from '../../lib/problem';
import { detectFormat, extractDocumentText } from './extract';
import { docxWith, pdfWith, plainZip } from '@kyu/test-support/files/documents';

const status = async (work: () => unknown) => {
  try {
    await work();
  } catch (error) {
    return (error as HttpProblem).status;
  }
  return null;
};

describe('document formats and text', () => {
  it('tells the format from the bytes, whatever the name says', () => {
    expect(detectFormat(pdfWith('x'), 'notes.txt')).toBe('pdf');
    expect(detectFormat(docxWith(['x']), 'notes.pdf')).toBe('docx');
    expect(detectFormat(Buffer.from('# Fractions'), 'fractions.md')).toBe('markdown');
    expect(detectFormat(Buffer.from('Fractions'), 'fractions.docx')).toBe('text');
  });

  it('refuses binary files, invalid UTF-8 and ZIPs that are not Word documents with 415', async () => {
    expect(
      await status(() => detectFormat(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1]), 'a.txt')),
    ).toBe(415);
    expect(await status(() => detectFormat(Buffer.from([0x66, 0xff, 0xfe, 0x41]), 'a.txt'))).toBe(
      415,
    );
    expect(await status(() => detectFormat(Buffer.from('text\u0000more'), 'a.txt'))).toBe(415);
    expect(await status(() => detectFormat(plainZip(), 'a.docx'))).toBe(415);
  });

  it('reads the text of a PDF', async () => {
    const text = await extractDocumentText(
      pdfWith('Plants make food from sunlight (photosynthesis).'),
      'pdf',
    );
    expect(text).toContain('Plants make food from sunlight (photosynthesis).');
  });

  it('reads the paragraphs of a Word document', async () => {
    const text = await extractDocumentText(
      docxWith(['Fractions', 'A half is one of two equal parts.']),
      'docx',
    );
    expect(text).toBe('Fractions\n\nA half is one of two equal parts.');
  });

  it('reads UTF-8 text without its byte-order mark', async () => {
    const text = await extractDocumentText(Buffer.from('\uFEFFCafé notes  \r\nline two'), 'text');
    expect(text).toBe('Café notes\nline two');
  });

  it('refuses a damaged PDF and a file with no text with 422', async () => {
    expect(await status(() => extractDocumentText(Buffer.from('%PDF-1.4 broken'), 'pdf'))).toBe(
      422,
    );
    expect(await status(() => extractDocumentText(Buffer.from('  \n '), 'text'))).toBe(422);
  });
});
