import { getDocumentProxy } from 'unpdf';
import { PDF_MAX_PAGES, TEXT_MAX_CHARS, count, tooLarge } from './bounds';

type Pdf = Awaited<ReturnType<typeof getDocumentProxy>>;

// verbosity 0: pdf.js otherwise prints its repair notes for damaged files to the console.
const open = (bytes: Buffer) => getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });

/** The page count is read from the document's catalogue, before any page is. */
function checkPages(pdf: Pdf) {
  if (pdf.numPages > PDF_MAX_PAGES) {
    throw tooLarge(
      `The PDF has ${count(pdf.numPages)} pages; the limit is ${count(PDF_MAX_PAGES)}.`,
    );
  }
}

export async function measurePdf(bytes: Buffer) {
  const pdf = await open(bytes);
  try {
    checkPages(pdf);
  } finally {
    await pdf.loadingTask.destroy();
  }
}

/**
 * A PDF's text, page by page (each page's memory let go before the next), stopped as soon as it
 * passes TEXT_MAX_CHARS. Spaces are collapsed and blank lines kept to one, as unpdf does.
 */
export async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await open(bytes);
  try {
    checkPages(pdf);
    const pages: string[] = [];
    let length = 0;
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const { items } = await page.getTextContent();
      const text = items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join('');
      page.cleanup();
      length += text.length;
      if (length > TEXT_MAX_CHARS) {
        throw tooLarge(
          `The PDF holds more than ${count(TEXT_MAX_CHARS)} characters of text, the limit ` +
            `(passed on page ${count(n)}).`,
        );
      }
      pages.push(text);
    }
    return pages
      .join('\n')
      .replace(/[^\S\n]+/g, ' ')
      .replace(/ ?\n ?/g, '\n')
      .replace(/\n{3,}/g, '\n\n');
  } finally {
    await pdf.loadingTask.destroy();
  }
}
