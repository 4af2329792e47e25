/**
 * Word documents a teacher could upload: a minimal valid .docx ([Content_Types].xml, the package
 * relationships, word/document.xml) around any body, and ZIPs that only pose as one.
 */
import { crc32, deflateRawSync } from 'node:zlib';
import { deflated, stored, zip, type ZipEntry } from './zip';

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';
const DOCUMENT = 'word/document.xml';

const docx = (document: ZipEntry, more: ZipEntry[] = []) =>
  zip([
    deflated('[Content_Types].xml', CONTENT_TYPES),
    deflated('_rels/.rels', RELS),
    document,
    ...more,
  ]);

const documentXml = (body: string) =>
  '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
  `<w:body>${body}</w:body></w:document>`;

/** A document of `count` empty paragraphs: a few kilobytes that unfold to millions of nodes. */
export const emptyParagraphs = (count: number) =>
  docx(deflated(DOCUMENT, documentXml('<w:p/>'.repeat(count))));

/** word/document.xml that inflates to `megabytes` MB of zeros. */
export function zerosBomb(megabytes: number) {
  const zeros = Buffer.alloc(megabytes << 20);
  return docx({
    name: DOCUMENT,
    method: 8,
    data: deflateRawSync(zeros, { level: 9 }),
    crc: crc32(zeros),
    size: zeros.length,
  });
}

/** word/document.xml whose headers state `claimed` bytes but that inflates to 1 MB of zeros. */
export function claimingBomb(claimed: number) {
  const zeros = Buffer.alloc(1 << 20);
  return docx({
    name: DOCUMENT,
    method: 8,
    data: deflateRawSync(zeros, { level: 9 }),
    crc: crc32(zeros),
    size: claimed,
  });
}

/** A valid one-paragraph document with `count` empty entries beside it. */
export function manyEntries(count: number) {
  const empty = Array.from({ length: count }, (_, i) => stored(`x/${i.toString(36)}`, ''));
  return docx(deflated(DOCUMENT, documentXml('<w:p><w:r><w:t>Hello</w:t></w:r></w:p>')), empty);
}
