import { refused } from '../../lib/problem';
import type { ImageFormat } from './image-type';

/**
 * The most pixels a picture may have. Decoding takes 4 bytes a pixel in libvips, outside any
 * heap limit: 40 million is 160 MB, a 7,700 × 5,200 photograph, more than any page or screen
 * shows. The header is read for it before any decoder runs, so a 70-byte PNG claiming
 * 60,000 × 60,000 is refused before 14 GB are asked for.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

interface Size {
  width: number;
  height: number;
}

function pngSize(bytes: Buffer): Size | null {
  // The signature, then the IHDR chunk first: its length, its type, then width and height.
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** A start-of-frame marker: 0xC0–0xCF but for DHT (C4), JPG (C8) and DAC (CC). */
const isFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** The first frame header's size, walking the segments by their lengths (no scan of the data). */
function jpegSize(bytes: Buffer): Size | null {
  let at = 2;
  while (at + 9 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at++; // fill byte
    } else if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2; // markers without a segment
    } else if (isFrame(marker)) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    } else {
      at += 2 + bytes.readUInt16BE(at + 2);
    }
  }
  return null;
}

function webpSize(bytes: Buffer): Size | null {
  if (bytes.length < 30) return null;
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8X') {
    return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
  }
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  if (chunk === 'VP8 ') {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  return null;
}

/** A picture's size as its header declares it; null where the header cannot be read. */
export function imageSize(bytes: Buffer, format: ImageFormat): Size | null {
  if (format === 'png') return pngSize(bytes);
  if (format === 'jpeg') return jpegSize(bytes);
  if (format === 'webp') return webpSize(bytes);
  // An icon holds 256 × 256 at most in its directory; it is served, never decoded here.
  return null;
}

const number = new Intl.NumberFormat('en-GB');

/**
 * Refuses a picture whose header declares more than MAX_IMAGE_PIXELS, with a 422 naming its
 * size and the limit. `what` names it in the message: "The picture", "Picture 2 of question 5".
 */
export function checkPixels(bytes: Buffer, format: ImageFormat, what = 'The picture') {
  const size = imageSize(bytes, format);
  if (!size || size.width * size.height <= MAX_IMAGE_PIXELS) return;
  throw refused(
    `${what} is ${number.format(size.width)} × ${number.format(size.height)} pixels; ` +
      `the limit is ${number.format(MAX_IMAGE_PIXELS)} pixels.`,
    'image-too-large',
    { file: [`has more than ${number.format(MAX_IMAGE_PIXELS)} pixels`] },
  );
}
