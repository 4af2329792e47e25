/** Tiny real images (1×1 pixel) for upload tests. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export const JPEG_BYTES = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeF' +
    'xlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2Nj' +
    'Y2NjY2P/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAA' +
    'AA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKAAD//Z',
  'base64',
);

export const WEBP_BYTES = Buffer.from(
  'UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA=',
  'base64',
);

/** An icon directory holding the PNG above, as favicons are often shipped. */
export const ICO_BYTES = Buffer.concat([
  Buffer.from([0, 0, 1, 0, 1, 0]),
  Buffer.from([1, 1, 0, 0, 1, 0, 32, 0]),
  (() => {
    const sizeAndOffset = Buffer.alloc(8);
    sizeAndOffset.writeUInt32LE(PNG_BYTES.length, 0);
    sizeAndOffset.writeUInt32LE(22, 4);
    return sizeAndOffset;
  })(),
  PNG_BYTES,
]);
