import { describe, expect, it } from 'vitest';
import {
  JPEG_BYTES,
  PNG_BYTES,
  WEBP_BYTES,
  jpegClaiming,
  pngClaiming,
  webpClaiming,
} from '@kyu/test-support/files/images';
import { HttpProblem } from '../../lib/problem';
import { checkPixels, imageSize } from './image-size';

describe('picture sizes from their headers', () => {
  it('reads the size of a PNG, a JPEG and a WebP', () => {
    expect(imageSize(PNG_BYTES, 'png')).toEqual({ width: 1, height: 1 });
    expect(imageSize(JPEG_BYTES, 'jpeg')).toEqual({ width: 1, height: 1 });
    expect(imageSize(WEBP_BYTES, 'webp')).toEqual({ width: 1, height: 1 });
    expect(imageSize(jpegClaiming(640, 480), 'jpeg')).toEqual({ width: 640, height: 480 });
    expect(imageSize(webpClaiming(16_384, 9_000), 'webp')).toEqual({
      width: 16_384,
      height: 9_000,
    });
  });

  it('refuses a 60,000 × 60,000 PNG of under 100 bytes with a 422 naming the bound', () => {
    const bomb = pngClaiming(60_000, 60_000);
    expect(bomb.length).toBeLessThan(100);
    let problem: HttpProblem | undefined;
    try {
      checkPixels(bomb, 'png');
    } catch (error) {
      problem = error as HttpProblem;
    }
    expect(problem).toBeInstanceOf(HttpProblem);
    expect(problem!.status).toBe(422);
    expect(problem!.detail).toBe(
      'The picture is 60,000 × 60,000 pixels; the limit is 40,000,000 pixels.',
    );
  });

  it('refuses a JPEG and a WebP past the bound and lets one at it through', () => {
    expect(() => checkPixels(jpegClaiming(65_535, 65_535), 'jpeg', 'Photo')).toThrow(
      'Photo is 65,535 × 65,535 pixels; the limit is 40,000,000 pixels.',
    );
    expect(() => checkPixels(webpClaiming(16_384, 16_384), 'webp')).toThrow(HttpProblem);
    expect(() => checkPixels(pngClaiming(8_000, 5_000), 'png')).not.toThrow();
  });

  it('leaves a header it cannot read to the decoder', () => {
    expect(imageSize(Buffer.from([0xff, 0xd8, 0xff]), 'jpeg')).toBeNull();
    expect(() => checkPixels(PNG_BYTES.subarray(0, 12), 'png')).not.toThrow();
  });
});
