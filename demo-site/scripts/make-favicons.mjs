// Draws the brand favicons (a "K" on a disc of the brand's primary colour) as PNGs under
// public/favicons/<brand>/favicon-<size>.png. Run by hand when a brand colour changes:
//   node scripts/make-favicons.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const PRIMARY = {
  default: '#3B4CCA',
  second: '#54B7B4',
  academy: '#096787',
  fourth: '#7B3FA0',
  chatbot: '#3B4CCA',
};
const SIZES = [16, 32, 96, 128];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 255] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
};

// Distance from point p to segment ab, all in unit square coordinates.
const segment = (px, py, ax, ay, bx, by) => {
  const [dx, dy] = [bx - ax, by - ay];
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
};

function png(size, hex) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      const [u, v] = [(x + 0.5) / size, (y + 0.5) / size];
      const disc = Math.hypot(u - 0.5, v - 0.5) <= 0.5;
      const stroke = 0.075;
      const k =
        segment(u, v, 0.36, 0.25, 0.36, 0.75) < stroke ||
        segment(u, v, 0.4, 0.52, 0.66, 0.25) < stroke ||
        segment(u, v, 0.47, 0.45, 0.68, 0.75) < stroke;
      const colour = !disc ? [0, 0, 0, 0] : k ? [255, 255, 255, 255] : [r, g, b, 255];
      row.set(colour, 1 + x * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

for (const [brand, hex] of Object.entries(PRIMARY)) {
  const dir = new URL(`../public/favicons/${brand}/`, import.meta.url);
  mkdirSync(dir, { recursive: true });
  for (const size of SIZES) writeFileSync(new URL(`favicon-${size}.png`, dir), png(size, hex));
}
