import { constants, crc32, deflateRawSync, deflateSync } from 'node:zlib';

/**
 * Small real documents for upload tests, built byte by byte: a PDF with a text layer, and Word
 * documents (a ZIP of the three parts Word needs), sound or built to harm their reader.
 */
export const pdfWith = (text: string) => pdfOfPages(1, text);

/** A PDF of `pages` pages, each its own page object drawing `text` from one shared stream. */
function pdfOfPages(pages: number, text = 'One line on every page.'): Buffer {
  const escaped = text.replace(/[\\()]/g, '\\$&');
  const stream = `BT /F1 12 Tf 72 720 Td (${escaped}) Tj ET`;
  const pageIds = Array.from({ length: pages }, (_, i) => i + 5);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages} >>`,
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...pageIds.map(
      () =>
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 3 0 R /Resources << /Font << /F1 4 0 R >> >> >>',
    ),
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** One file in a ZIP: stored as is unless `deflate`, and declaring its true size unless told to lie. */
export interface ZipEntry {
  name: string;
  data: string | Buffer;
  deflate?: boolean;
  /** The unpacked size the headers declare, when it should not be the true one. */
  declaredSize?: number;
  /** `data` is deflated already (its checksum is then left 0: the reader stops before it). */
  packed?: boolean;
}

/** A ZIP of `entries`, built byte by byte, so a test can make one as broken as it needs. */
export function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const raw = Buffer.from(entry.data);
    const data = entry.deflate ? deflateRawSync(raw) : raw;
    const size = entry.declaredSize ?? raw.length;
    const nameBytes = Buffer.from(entry.name);
    const crc = entry.packed ? 0 : crc32(raw);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.deflate || entry.packed ? 8 : 0, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.deflate || entry.packed ? 8 : 0, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  // Past 65,534 entries the end record cannot say how many (ZIP64 would); it then says too few.
  const claimed = Math.min(entries.length, 0xfffe);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(claimed, 8);
  end.writeUInt16LE(claimed, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const PACKAGE_RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';

/** The main part of a Word document whose body is `body` (WordprocessingML). */
export const documentXml = (body: string) =>
  '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
  `<w:body>${body}</w:body></w:document>`;

/**
 * A Word document whose main part is `document` (as `documentXml` makes it), packed as Word
 * packs it (deflated) unless `deflate` is false, and with any `extra` files beside it.
 */
export function docxOf(document: Omit<ZipEntry, 'name'>, extra: ZipEntry[] = []): Buffer {
  return zipOf([
    { name: '[Content_Types].xml', data: CONTENT_TYPES, deflate: true },
    { name: '_rels/.rels', data: PACKAGE_RELS, deflate: true },
    { name: 'word/document.xml', deflate: true, ...document },
    ...extra,
  ]);
}

/** A Word document of these paragraphs of plain text, stored uncompressed. */
export function docxWith(paragraphs: string[]): Buffer {
  const body = paragraphs.map((p) => `<w:p><w:r><w:t>${p}</w:t></w:r></w:p>`).join('');
  return docxOf({ data: documentXml(body), deflate: false });
}

/** A ZIP that is not a Word document. */
export const plainZip = () => zipOf([{ name: 'notes.txt', data: 'hello' }]);

/**
 * `megabytes` MB of one byte, deflated, built from one deflated megabyte repeated, so a gigabyte
 * costs a megabyte to make and to send.
 */
function deflatedRun(megabytes: number, byte = 0): Buffer {
  // A full flush ends each piece on a byte with no reference back, so copies of it chain.
  const piece = deflateRawSync(Buffer.alloc(1024 * 1024, byte), {
    finishFlush: constants.Z_FULL_FLUSH,
  });
  return Buffer.concat([...Array.from({ length: megabytes }, () => piece), deflateRawSync('')]);
}

/**
 * Word and PDF files built to harm their reader, each named for what it does. Every one is made
 * here, deterministically, in well under a second.
 */
export const hostileDocuments = {
  /** 200,000 empty paragraphs in 2.6 KB: the file that stalled the server (issue 23). */
  emptyParagraphs: (paragraphs = 200_000) =>
    docxOf({ data: documentXml('<w:p/>'.repeat(paragraphs)) }),
  /** Paragraphs that each say something, so the file packs no more than Word's files do. */
  numberedParagraphs: (paragraphs: number) =>
    docxOf({
      data: documentXml(
        Array.from({ length: paragraphs }, (_, i) => `<w:p><w:r><w:t>${i}</w:t></w:r></w:p>`).join(
          '',
        ),
      ),
    }),
  /** Its text part declares 1 GB unpacked, and does unpack to it, from 1 MB. */
  gigabyteBomb: () => bombWith(1024, 1024 * 1024 * 1024),
  /** Its text part declares 2,000 bytes but unpacks to 1 GB. */
  lyingHeader: () => bombWith(1024, 2_000),
  /** 100,000 empty files beside the document (9 MB). */
  manyEntries: (entries = 100_000) =>
    docxOf(
      { data: documentXml('<w:p><w:r><w:t>Hello</w:t></w:r></w:p>') },
      Array.from({ length: entries }, (_, i) => ({ name: `m/${i}`, data: '' })),
    ),
  /** 100,000 elements each inside the one before, stored (1.5 MB). */
  deepNesting: (depth = 100_000) =>
    docxOf({
      data: documentXml(`<w:p>${'<w:sdt>'.repeat(depth)}${'</w:sdt>'.repeat(depth)}</w:p>`),
      deflate: false,
    }),
  /** Entities that expand a billion times ("billion laughs"), declared in a DOCTYPE. */
  entityExpansion: () =>
    docxOf({
      data:
        '<?xml version="1.0"?><!DOCTYPE w:document [<!ENTITY a "haha">' +
        Array.from(
          { length: 9 },
          (_, i) => `<!ENTITY ${'b'.repeat(i + 1)} "${`&${i ? 'b'.repeat(i) : 'a'};`.repeat(10)}">`,
        ).join('') +
        ']>' +
        documentXml('<w:p><w:r><w:t>&bbbbbbbbb;</w:t></w:r></w:p>').replace(/^<\?xml[^>]*>/, ''),
    }),
  /** A real PDF of `pages` pages, every one drawing the same line of text. */
  manyPages: (pages: number) => pdfOfPages(pages),
  /** A PDF of one page whose content, deflated twice, unpacks to a gigabyte of spaces. */
  pdfBomb: (megabytes = 1024) => pdfBomb(megabytes),
};

function bombWith(megabytes: number, declaredSize: number): Buffer {
  return zipOf([
    { name: '[Content_Types].xml', data: CONTENT_TYPES, deflate: true },
    { name: '_rels/.rels', data: PACKAGE_RELS, deflate: true },
    { name: 'word/document.xml', data: deflatedRun(megabytes), packed: true, declaredSize },
  ]);
}

function pdfBomb(megabytes: number): Buffer {
  // FlateDecode is zlib: a two-byte header, the deflate stream, and a checksum pdf.js ignores.
  // The once-deflated megabytes repeat a 1 KB piece, so deflating them again leaves a few KB.
  const once = Buffer.concat([
    Buffer.from([0x78, 0x9c]),
    deflatedRun(megabytes, 0x20),
    Buffer.alloc(4),
  ]);
  const content = deflateSync(once);
  const objects: (string | Buffer)[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
    Buffer.concat([
      Buffer.from(
        `<< /Length ${content.length} /Filter [/FlateDecode /FlateDecode] >>\nstream\n`,
        'latin1',
      ),
      content,
      Buffer.from('\nendstream', 'latin1'),
    ]),
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 3 0 R >>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets = objects.map((object, i) => {
    const at = length;
    const bytes = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      typeof object === 'string' ? Buffer.from(object, 'latin1') : object,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(bytes);
    length += bytes.length;
    return at;
  });
  const trailer =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  return Buffer.concat([...parts, Buffer.from(trailer, 'latin1')]);
}
