import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3_TEST_CREDENTIALS, startS3 } from '@kyu/test-support/s3';
import { PNG_BYTES } from '@kyu/test-support/files/images';
import { createFileStore } from './index';
import { publicBase, type S3Settings } from './s3';

describe('S3-compatible file store', () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let settings: S3Settings;
  beforeAll(async () => {
    s3 = await startS3('kyu-uploads');
    settings = {
      bucket: 'kyu-uploads',
      endpoint: s3.endpoint,
      region: 'us-east-1',
      ...S3_TEST_CREDENTIALS,
      publicUrl: null,
      forcePathStyle: true,
    };
  });
  afterAll(() => s3.stop());

  it('is chosen when S3 settings are configured', async () => {
    const store = createFileStore({ dataDir: '/nonexistent', s3: settings });
    const url = await store.put('profile-pics/1-abc.webp', PNG_BYTES, 'image/webp');
    expect(url).toBe(`${s3.endpoint}/kyu-uploads/profile-pics/1-abc.webp`);
  });

  it('puts an object that is then served at its URL with its type, and removes it', async () => {
    const store = createFileStore({ dataDir: '/nonexistent', s3: settings });
    const url = await store.put('profile-pics/2-def.png', PNG_BYTES, 'image/png');
    const got = await fetch(url);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await got.arrayBuffer())).toEqual(PNG_BYTES);
    await store.remove(url);
    expect((await fetch(url)).status).toBe(404);
  });

  it('answers the URL of a key on the public base and removes an object by its key', async () => {
    const store = createFileStore({ dataDir: '/nonexistent', s3: settings });
    const url = store.urlOf('questions/5-mno.png');
    expect(url).toBe(`${s3.endpoint}/kyu-uploads/questions/5-mno.png`);
    expect(await store.put('questions/5-mno.png', PNG_BYTES, 'image/png')).toBe(url);
    await store.removeKey('questions/5-mno.png');
    expect((await fetch(url)).status).toBe(404);
  });

  it('ignores URLs it did not hand out', async () => {
    const store = createFileStore({ dataDir: '/nonexistent', s3: settings });
    const url = await store.put('profile-pics/3-ghi.png', PNG_BYTES, 'image/png');
    await store.remove('https://elsewhere.example/kyu-uploads/profile-pics/3-ghi.png');
    await store.remove('/uploads/profile-pics/3-ghi.png');
    expect((await fetch(url)).status).toBe(200);
  });

  it('fails a put signed by a key the server does not know, as S3 does', async () => {
    const store = createFileStore({
      dataDir: '/nonexistent',
      s3: { ...settings, accessKeyId: 'UNKNOWN' },
    });
    await expect(store.put('profile-pics/4-jkl.png', PNG_BYTES, 'image/png')).rejects.toThrow();
  });

  it('refuses a key that could leave its prefix', async () => {
    const store = createFileStore({ dataDir: '/nonexistent', s3: settings });
    await expect(store.put('../escape.png', PNG_BYTES, 'image/png')).rejects.toThrow(/Unsafe/);
  });

  it('makes public URLs on a CDN, the endpoint or AWS', () => {
    const base = { ...settings, endpoint: null, forcePathStyle: false };
    expect(publicBase({ ...base, publicUrl: 'https://cdn.example' })).toBe('https://cdn.example');
    expect(publicBase(base)).toBe('https://kyu-uploads.s3.us-east-1.amazonaws.com');
    expect(publicBase({ ...base, endpoint: 'https://r2.example' })).toBe(
      'https://kyu-uploads.r2.example',
    );
    expect(publicBase(settings)).toBe(`${s3.endpoint}/kyu-uploads`);
  });
});
