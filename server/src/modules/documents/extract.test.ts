import { describe, expect, it } from 'vitest';
import { HttpProblem } from '../../lib/problem';
import {
  docxOf,
  docxWith,
  documentXml,
  hostileDocuments,
  pdfWith,
} from '@kyu/test-support/files/documents';
import { measureDocument, readDocument } from './extract';

/** The problem a read or a measure ends with. */
async function problemOf(work: Promise<unknown>) {
  try {
    await work;
  } catch (error) {
    expect(error).toBeInstanceOf(HttpProblem);
    return error as HttpProblem;
  }
  return expect.unreachable('the document was read');
}

const measured = (bytes: Buffer) => problemOf(measureDocument(bytes, 'file.docx'));

describe('reading documents', () => {
  it('reads the text of a PDF', async () => {
    const { text, format } = await readDocument(
      pdfWith('Plants make food from sunlight (photosynthesis).'),
      'a.pdf',
    );
    expect(format).toBe('pdf');
    expect(text).toBe('Plants make food from sunlight (photosynthesis).');
  });

  it('reads the paragraphs of a Word document, stored or deflated, into chunks', async () => {
    const read = await readDocument(
      docxWith(['Fractions', 'A half is one of two equal parts.']),
      'a.docx',
    );
    expect(read.text).toBe('Fractions\n\nA half is one of two equal parts.');
    expect(read.chunks).toEqual([read.text]);
    expect(read.sha256).toMatch(/^[0-9a-f]{64}$/);
    const deflated = docxOf({ data: documentXml('<w:p><w:r><w:t>Packed</w:t></w:r></w:p>') });
    expect((await readDocument(deflated, 'b.docx')).text).toBe('Packed');
  });

  it('reads UTF-8 text without its byte-order mark or spaces at line ends', async () => {
    const { text } = await readDocument(Buffer.from('\uFEFFCafé notes  \r\nline two'), 'a.txt');
    expect(text).toBe('Café notes\nline two');
  });

  it('drops spaces at line ends in one pass, however long the run', async () => {
    const text = `a${' '.repeat(200_000)}b${' \t'.repeat(100_000)}\nc`;
    expect((await readDocument(Buffer.from(text), 'a.txt')).text).toBe(
      `a${' '.repeat(200_000)}b\nc`,
    );
  });

  it('refuses a damaged PDF and a file with no text with 422', async () => {
    expect((await problemOf(readDocument(Buffer.from('%PDF-1.4 broken'), 'a.pdf'))).status).toBe(
      422,
    );
    expect((await problemOf(readDocument(Buffer.from('  \n '), 'a.txt'))).status).toBe(422);
  });
});

describe('measuring documents before they are parsed', () => {
  it('refuses 200,000 empty paragraphs in 2.6 KB by their packing ratio', async () => {
    const file = hostileDocuments.emptyParagraphs();
    expect(file.length).toBeLessThan(3_000);
    const problem = await measured(file);
    expect(problem.status).toBe(422);
    expect(problem.detail).toMatch(
      /^The Word document's part word\/document\.xml unpacks to \d{3} times its packed size; the limit is 200 times\.$/,
    );
  });

  it('refuses 200,000 paragraphs that pack as Word’s do by their count', async () => {
    const problem = await measured(hostileDocuments.numberedParagraphs(200_000));
    expect(problem.status).toBe(413);
    expect(problem.detail).toBe('The document has 200,000 paragraphs; the limit is 20,000.');
  });

  it('refuses a part declaring a gigabyte before unpacking any of it', async () => {
    const problem = await measured(hostileDocuments.gigabyteBomb());
    expect(problem.status).toBe(413);
    expect(problem.detail).toBe('The Word document unpacks to more than 100 MB, the limit.');
  });

  it('refuses a part unpacking past the size its header declares, and stops there', async () => {
    const problem = await measured(hostileDocuments.lyingHeader());
    expect(problem.status).toBe(422);
    expect(problem.detail).toBe(
      "The Word document's part word/document.xml unpacks to more than the 2,000 bytes its " +
        'header declares; the file is not a genuine Word document.',
    );
  });

  it('refuses 100,000 files in the package, though the end record claims fewer', async () => {
    const problem = await measured(hostileDocuments.manyEntries());
    expect(problem.status).toBe(413);
    expect(problem.detail).toBe('The Word document holds more than 1,000 files, the limit.');
  });

  it('refuses 100,000 nested elements', async () => {
    const problem = await measured(hostileDocuments.deepNesting());
    expect(problem.status).toBe(422);
    expect(problem.detail).toBe(
      'The document nests its content 100,003 levels deep; the limit is 100.',
    );
  });

  it('refuses a DOCTYPE, where entities that expand a billion times are declared', async () => {
    const problem = await measured(hostileDocuments.entityExpansion());
    expect(problem.status).toBe(422);
    expect(problem.detail).toContain('DOCTYPE');
  });

  it('refuses a PDF of more pages than the limit from its page count, and reads one within it', async () => {
    const problem = await problemOf(measureDocument(hostileDocuments.manyPages(1_001), 'a.pdf'));
    expect(problem.status).toBe(413);
    expect(problem.detail).toBe('The PDF has 1,001 pages; the limit is 1,000.');
    await expect(
      measureDocument(hostileDocuments.manyPages(1_000), 'a.pdf'),
    ).resolves.toMatchObject({ format: 'pdf' });
  });

  it('counts paragraphs and rows under any prefix, and skips comments and character data', async () => {
    const body =
      '<!-- <w:p> --><![CDATA[<w:p>]]>' +
      '<x:tbl xmlns:x="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      '<x:tr attr="a > b"/>'.repeat(10_001) +
      '</x:tbl>';
    const problem = await measured(docxOf({ data: documentXml(body), deflate: false }));
    expect(problem.detail).toBe('The document has 10,001 table rows; the limit is 10,000.');
  });
});
