import sharp from 'sharp';
import { refused } from '../../lib/problem';
import { MAX_IMAGE_PIXELS } from './image-size';
import type { ImageUpload } from './upload';

/** The longest side of a stored profile picture, in pixels. */
export const AVATAR_MAX_SIDE = 256;

/**
 * A profile picture as Kyu keeps it: decoded (so only a real image passes, whatever its first
 * bytes claimed), turned upright by its EXIF orientation, shrunk to fit 256×256 (never
 * enlarged), and re-encoded as WebP without metadata, so no camera location or device leaves
 * with it. A picture that cannot be decoded is a 422 and nothing is stored.
 *
 * sharp runs here, not on a worker thread: its decoding already runs on libuv's threads (its
 * metadata read takes 1 ms), and what a decompression bomb would take is libvips' own memory,
 * which no worker limit counts; the pixel bound read from the header (image-size.ts) is what
 * stops one. Ending a worker in the middle of a libvips call, as the pool does on an overrun,
 * can also bring the whole process down (lovell/sharp#2263). See the README's "Documents and pictures".
 */
export async function toAvatar(image: ImageUpload): Promise<ImageUpload> {
  let bytes: Buffer;
  try {
    bytes = await sharp(image.bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize(AVATAR_MAX_SIDE, AVATAR_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw refused(
      `The picture could not be read as a ${image.ext.toUpperCase()} image (it may be damaged or too large a canvas); choose another.`,
      'unreadable-image',
      { file: ['could not be decoded as an image'] },
    );
  }
  return { bytes, format: 'webp', mime: 'image/webp', ext: 'webp' };
}
