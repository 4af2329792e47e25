/** Image formats we accept, recognised by their first bytes; the declared type and name are not trusted. */
export const IMAGE_FORMATS = {
  png: { mime: 'image/png', ext: 'png', label: 'PNG' },
  jpeg: { mime: 'image/jpeg', ext: 'jpg', label: 'JPEG' },
  webp: { mime: 'image/webp', ext: 'webp', label: 'WebP' },
  ico: { mime: 'image/x-icon', ext: 'ico', label: 'ICO' },
} as const;
export type ImageFormat = keyof typeof IMAGE_FORMATS;

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The format of `bytes` among `accepted`, or null when it is none of them. */
export function sniffImage(
  bytes: Uint8Array,
  accepted: readonly ImageFormat[],
): ImageFormat | null {
  const detected: ImageFormat | null = startsWith(
    bytes,
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  )
    ? 'png'
    : startsWith(bytes, [0xff, 0xd8, 0xff])
      ? 'jpeg'
      : startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)
        ? 'webp'
        : // ICO: reserved 0, type 1, and at least one image in the directory.
          startsWith(bytes, [0, 0, 1, 0]) && bytes.length > 6 && (bytes[4]! > 0 || bytes[5]! > 0)
          ? 'ico'
          : null;
  return detected && accepted.includes(detected) ? detected : null;
}

/** "PNG, JPEG or WebP", for messages. */
export const describeFormats = (formats: readonly ImageFormat[]) => {
  const labels = formats.map((f) => IMAGE_FORMATS[f].label);
  return labels.length > 1
    ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`
    : (labels[0] ?? '');
};
