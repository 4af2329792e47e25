/**
 * PDFs a teacher could upload: one of a hundred thousand blank pages, kept small the way real
 * writers do it (PDF 1.5: the objects packed in one compressed object stream, the cross-reference
 * table a compressed stream with the PNG "Up" predictor), and one nested past any parser's stack.
 */
import { deflateSync } from 'node:zlib';

/** `%PDF-1.5`, then the plain objects given, then a cross-reference stream for them all. */
function pdf(
  objects: { num: number; text: Buffer }[],
  packed: { num: number; stream: number; index: number }[],
) {
  const parts: Buffer[] = [Buffer.from('%PDF-1.5\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets = new Map<number, number>();
  const add = (num: number, text: Buffer) => {
    offsets.set(num, length);
    const head = Buffer.from(`${num} 0 obj\n`);
    const foot = Buffer.from('\nendobj\n');
    parts.push(head, text, foot);
    length += head.length + text.length + foot.length;
  };
  for (const { num, text } of objects) add(num, text);
  const xrefNum = Math.max(...objects.map((o) => o.num), ...packed.map((p) => p.num)) + 1;
  offsets.set(xrefNum, length);
  // Rows of [type, field 2 (4 bytes), field 3 (3 bytes)], each after a predictor byte (2: Up).
  const width = 8;
  const rows = Buffer.alloc((xrefNum + 1) * (width + 1));
  const row = (num: number, type: number, two: number, three: number) => {
    const at = num * (width + 1);
    rows[at] = 2;
    rows[at + 1] = type;
    rows.writeUInt32BE(two, at + 2);
    rows.writeUIntBE(three, at + 6, 3);
  };
  row(0, 0, 0, 0xffff);
  for (const [num, offset] of offsets) row(num, 1, offset, 0);
  for (const { num, stream, index } of packed) row(num, 2, stream, index);
  // Up: each row's bytes less the row above's, so rows that count up compress to almost nothing.
  for (let num = xrefNum; num > 0; num--) {
    for (let i = 1; i <= width; i++) {
      const at = num * (width + 1) + i;
      rows[at] = (rows[at]! - rows[at - width - 1]! + 256) & 0xff;
    }
  }
  const data = deflateSync(rows, { level: 9 });
  const dict =
    `<</Type/XRef/Size ${xrefNum + 1}/W[1 4 3]/Root 1 0 R/Filter/FlateDecode` +
    `/DecodeParms<</Predictor 12/Columns ${width}>>/Length ${data.length}>>\nstream\n`;
  add(xrefNum, Buffer.concat([Buffer.from(dict), data, Buffer.from('\nendstream')]));
  parts.push(Buffer.from(`startxref\n${offsets.get(xrefNum)}\n%%EOF\n`));
  return Buffer.concat(parts);
}

/** A stream object: `dict` entries, deflated `content`. */
function streamObject(dict: string, content: Buffer) {
  const data = deflateSync(content, { level: 9 });
  return Buffer.concat([
    Buffer.from(`<<${dict}/Filter/FlateDecode/Length ${data.length}>>\nstream\n`),
    data,
    Buffer.from('\nendstream'),
  ]);
}

/** `count` blank pages under one page tree. */
export function blankPages(count: number) {
  // 1 catalog, 2 page tree, 3 the object stream, 4… the pages.
  const pageNums = Array.from({ length: count }, (_, i) => i + 4);
  const packedTexts = [
    `<</Type/Pages/Count ${count}/MediaBox[0 0 612 792]/Kids[${pageNums.map((n) => `${n} 0 R`).join(' ')}]>>`,
    ...pageNums.map(() => '<</Type/Page/Parent 2 0 R>>'),
  ];
  const packedNums = [2, ...pageNums];
  let at = 0;
  const header: string[] = [];
  packedTexts.forEach((text, i) => {
    header.push(`${packedNums[i]} ${at}`);
    at += text.length + 1;
  });
  const head = `${header.join(' ')}\n`;
  const content = Buffer.from(head + packedTexts.join('\n') + '\n');
  const objectStream = streamObject(
    `/Type/ObjStm/N ${packedTexts.length}/First ${head.length}`,
    content,
  );
  return pdf(
    [
      { num: 1, text: Buffer.from('<</Type/Catalog/Pages 2 0 R>>') },
      { num: 3, text: objectStream },
    ],
    packedNums.map((num, index) => ({ num, stream: 3, index })),
  );
}

/** A one-page PDF whose page holds an array nested `depth` deep. */
export function nestedArrays(depth: number) {
  const nested = `${'['.repeat(depth)}${']'.repeat(depth)}`;
  return pdf(
    [
      { num: 1, text: Buffer.from('<</Type/Catalog/Pages 2 0 R>>') },
      { num: 2, text: Buffer.from('<</Type/Pages/Count 1/Kids[3 0 R]>>') },
      {
        num: 3,
        text: Buffer.from(`<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Nest ${nested}>>`),
      },
    ],
    [],
  );
}
