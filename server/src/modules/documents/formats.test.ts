import { describe, expect, it } from 'vitest';
import type { HttpProblem } from '../../lib/problem';
import { detectFormat } from './formats';
import { docxWith, pdfWith, plainZip } from '@kyu/test-support/files/documents';

const status = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return (error as HttpProblem).status;
  }
  return null;
};

describe('document formats', () => {
  it('tells the format from the bytes, whatever the name says', () => {
    expect(detectFormat(pdfWith('x'), 'notes.txt')).toBe('pdf');
    expect(detectFormat(docxWith(['x']), 'notes.pdf')).toBe('docx');
    expect(detectFormat(Buffer.from('# Fractions'), 'fractions.md')).toBe('markdown');
    expect(detectFormat(Buffer.from('Fractions'), 'fractions.docx')).toBe('text');
  });

  it('refuses binary files, invalid UTF-8 and ZIPs that are not Word documents with 415', () => {
    expect(status(() => detectFormat(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1]), 'a.txt'))).toBe(
      415,
    );
    expect(status(() => detectFormat(Buffer.from([0x66, 0xff, 0xfe, 0x41]), 'a.txt'))).toBe(415);
    expect(status(() => detectFormat(Buffer.from('text\u0000more'), 'a.txt'))).toBe(415);
    expect(status(() => detectFormat(plainZip(), 'a.docx'))).toBe(415);
  });
});
