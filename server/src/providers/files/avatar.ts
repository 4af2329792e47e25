import sharp from 'sharp';
import { refused } from '../../lib/problem';
import type { ImageUpload } from './upload';

/** The longest side of a stored profile picture, in pixels. */
export const AVATAR_MAX_SIDE = 256;

/** A small file can declare a vast canvas; past this many pixels it is refused before decoding. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * A profile picture as Kyu keeps it: decoded (so only a real image passes, whatever its first
 * bytes claimed), turned upright by its EXIF orientation, shrunk to fit 256×256 (never
 * enlarged), and re-encoded as WebP without metadata, so no camera location or device leaves
 * with it. A picture that cannot be decoded is a 422 and nothing is stored.
 */
export async function toAvatar(image: ImageUpload): Promise<ImageUpload> {
  let bytes: Buffer;
  try {
    bytes = await sharp(image.bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
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
