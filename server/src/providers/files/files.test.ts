import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeFormats, sniffImage } from './image-type';
import { createFileStore, uploadsDir } from './index';
import { ICO_BYTES, JPEG_BYTES, PNG_BYTES, WEBP_BYTES } from '@kyu/test-support/files/images';

describe('sniffImage', () => {
  it('recognises PNG, JPEG, WebP and ICO by their first bytes', () => {
    const all = ['png', 'jpeg', 'webp', 'ico'] as const;
    expect(sniffImage(PNG_BYTES, all)).toBe('png');
    expect(sniffImage(JPEG_BYTES, all)).toBe('jpeg');
    expect(sniffImage(WEBP_BYTES, all)).toBe('webp');
    expect(sniffImage(ICO_BYTES, all)).toBe('ico');
  });

  it('returns null for a format that is not accepted', () => {
    expect(sniffImage(ICO_BYTES, ['png', 'jpeg', 'webp'])).toBeNull();
  });

  it('returns null for text that claims to be an image', () => {
    expect(
      sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), ['png', 'jpeg', 'webp']),
    ).toBeNull();
    expect(sniffImage(Buffer.alloc(0), ['png'])).toBeNull();
  });

  it('names the accepted formats for messages', () => {
    expect(describeFormats(['png', 'jpeg', 'webp'])).toBe('PNG, JPEG or WebP');
  });
});

describe('local file store', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'kyu-files-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('writes a file under uploads and answers its public URL', async () => {
    const store = createFileStore({ dataDir });
    const url = await store.put('profile-pics/7-abc.png', PNG_BYTES, 'image/png');
    expect(url).toBe('/uploads/profile-pics/7-abc.png');
    expect(await readFile(join(uploadsDir({ dataDir }), 'profile-pics/7-abc.png'))).toEqual(
      PNG_BYTES,
    );
  });

  it('removes a file it handed out and ignores other URLs', async () => {
    const store = createFileStore({ dataDir });
    const url = await store.put('profile-pics/8-def.png', PNG_BYTES, 'image/png');
    await store.remove('https://elsewhere.example/x.png');
    await store.remove(url);
    await expect(
      readFile(join(uploadsDir({ dataDir }), 'profile-pics/8-def.png')),
    ).rejects.toThrow();
  });

  it('answers the URL of a key under /uploads/ and removes a file by its key', async () => {
    const store = createFileStore({ dataDir });
    expect(store.urlOf('questions/9-ghi.png')).toBe('/uploads/questions/9-ghi.png');
    await store.put('questions/9-ghi.png', PNG_BYTES, 'image/png');
    await store.removeKey('questions/9-ghi.png');
    await expect(readFile(join(uploadsDir({ dataDir }), 'questions/9-ghi.png'))).rejects.toThrow();
  });

  it('refuses a key that could leave the uploads folder', async () => {
    const store = createFileStore({ dataDir });
    await expect(store.put('../escape.png', PNG_BYTES, 'image/png')).rejects.toThrow(/Unsafe/);
  });
});
