import mammoth from 'mammoth';
import {
  DOCX_MAX_DEPTH,
  DOCX_MAX_ELEMENTS,
  DOCX_MAX_PARAGRAPHS,
  DOCX_MAX_ROWS,
  count,
  tooLarge,
  unreadable,
} from './bounds';
import { docxXmlParts, storedZip } from './docx-package';
import { addXmlShape, emptyShape } from './xml-shape';

/**
 * A Word document measured before it is parsed: the package (docx-package.ts), then the shape
 * of its XML, one pass over each part. Answers the XML parts, which are all the reader needs.
 */
export function measureDocx(bytes: Buffer): Map<string, Buffer> {
  const parts = docxXmlParts(bytes);
  const shape = emptyShape();
  for (const part of parts.values()) addXmlShape(part, shape);
  if (shape.doctype) {
    throw unreadable(
      'The Word document declares a DOCTYPE, which Word never writes; it is not read.',
    );
  }
  if (shape.depth > DOCX_MAX_DEPTH) {
    throw unreadable(
      `The document nests its content ${count(shape.depth)} levels deep; the limit is ${count(DOCX_MAX_DEPTH)}.`,
    );
  }
  if (shape.paragraphs > DOCX_MAX_PARAGRAPHS) {
    throw tooLarge(
      `The document has ${count(shape.paragraphs)} paragraphs; the limit is ${count(DOCX_MAX_PARAGRAPHS)}.`,
    );
  }
  if (shape.rows > DOCX_MAX_ROWS) {
    throw tooLarge(
      `The document has ${count(shape.rows)} table rows; the limit is ${count(DOCX_MAX_ROWS)}.`,
    );
  }
  if (shape.elements > DOCX_MAX_ELEMENTS) {
    throw tooLarge(
      `The document has ${count(shape.elements)} pieces of text and formatting (XML elements); ` +
        `the limit is ${count(DOCX_MAX_ELEMENTS)}.`,
    );
  }
  return parts;
}

/** The text of a Word document, read by mammoth from its measured XML parts only. */
export async function docxText(bytes: Buffer): Promise<string> {
  const parts = measureDocx(bytes);
  return (await mammoth.extractRawText({ buffer: storedZip(parts) })).value;
}
