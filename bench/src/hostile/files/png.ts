/**
 * PNG files a student could send as a profile picture: one whose header claims a vast canvas
 * over a few bytes of data, and one that truly decodes to a large canvas of zeros.
 */
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An 8-bit RGBA PNG of `width`×`height` whose image data is `rows` rows of zeros. */
function png(width: number, height: number, rows: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  // Each row: a filter byte (0, none) and four bytes a pixel, all zeros.
  const pixels = Buffer.alloc(rows * (1 + width * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A header claiming `side`×`side` pixels, with data for one row only. */
export const claimedCanvas = (side: number) => png(side, side, 1);

/** A real `side`×`side` canvas of zeros: small on the wire, `side`² × 4 bytes decoded. */
export const zeroCanvas = (side: number) => png(side, side, side);
