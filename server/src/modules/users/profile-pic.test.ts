import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/build-test-app';
import { signedIn } from '@kyu/test-support/db';
import { JPEG_BYTES, PNG_BYTES, WEBP_BYTES, pngClaiming } from '@kyu/test-support/files/images';
import { multipartBody } from '@kyu/test-support/multipart';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

describe('users: profile picture', () => {
  let app: FastifyInstance;
  let db: Db;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'kyu-pics-'));
    ({ app, db } = await buildTestApp({ env: { DATA_DIR: dataDir } }));
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = (
    userId: number,
    headers: Record<string, string>,
    file: Parameters<typeof multipartBody>[0],
  ) => {
    const body = multipartBody(file);
    return app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${userId}/profile-pic`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  const stored = (url: string) => readFile(join(dataDir, url.replace('/uploads/', 'uploads/')));

  it('stores a PNG under uploads as WebP and answers its URL, which is then served', async () => {
    const { user, headers } = await signedIn(db);
    const res = await upload(user.id, headers, {
      filename: 'me.png',
      contentType: 'image/png',
      bytes: PNG_BYTES,
    });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().profile_pic_url;
    expect(url).toMatch(new RegExp(`^/uploads/profile-pics/${user.id}-[0-9a-f]+\\.webp$`));
    expect((await sharp(await stored(url)).metadata()).format).toBe('webp');
    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('decodes a JPEG that was declared a PNG and stores it as WebP', async () => {
    const { user, headers } = await signedIn(db);
    const res = await upload(user.id, headers, {
      filename: 'photo.png',
      contentType: 'image/png',
      bytes: JPEG_BYTES,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile_pic_url).toMatch(/\.webp$/);
  });

  it('shrinks a picture to fit 256×256, keeping its shape, and drops its metadata', async () => {
    const { user, headers } = await signedIn(db);
    const photo = await sharp({
      create: { width: 800, height: 400, channels: 3, background: '#3366cc' },
    })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'Someone', Artist: 'A camera' } } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await upload(user.id, headers, {
      filename: 'wide.jpg',
      contentType: 'image/jpeg',
      bytes: photo,
    });
    const meta = await sharp(await stored(res.json().profile_pic_url)).metadata();
    expect([meta.width, meta.height]).toEqual([256, 128]);
    expect(meta.exif).toBeUndefined();
  });

  it('keeps the previous picture when a new one is refused', async () => {
    const { user, headers } = await signedIn(db);
    const first: string = (
      await upload(user.id, headers, {
        filename: 'a.png',
        contentType: 'image/png',
        bytes: PNG_BYTES,
      })
    ).json().profile_pic_url;
    const damaged = Buffer.concat([
      PNG_BYTES.subarray(0, 16),
      Buffer.from('not the rest of a png'),
    ]);
    const refusals = [
      [Buffer.from('just text'), 415],
      [Buffer.concat([PNG_BYTES, Buffer.alloc(2 * 1024 * 1024)]), 413],
      [damaged, 422],
    ] as const;
    for (const [bytes, status] of refusals) {
      const res = await upload(user.id, headers, {
        filename: 'b.png',
        contentType: 'image/png',
        bytes,
      });
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    const [row] = await db
      .select({ url: users.profilePicUrl })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row?.url).toBe(first);
    expect((await app.inject({ method: 'GET', url: first })).statusCode).toBe(200);
  });

  it('refuses a PNG claiming 60,000 × 60,000 pixels with a 422 naming the bound, before decoding it', async () => {
    const { user, headers } = await signedIn(db);
    const res = await upload(user.id, headers, {
      filename: 'bomb.png',
      contentType: 'image/png',
      bytes: pngClaiming(60_000, 60_000),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      type: 'https://kyu.dev/problems/image-too-large',
      detail: 'The picture is 60,000 × 60,000 pixels; the limit is 40,000,000 pixels.',
      errors: { file: ['has more than 40,000,000 pixels'] },
    });
    const [row] = await db
      .select({ url: users.profilePicUrl })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row?.url).toBeNull();
  });

  it('replaces the previous picture and removes its file', async () => {
    const { user, headers } = await signedIn(db);
    const first = (
      await upload(user.id, headers, {
        filename: 'a.png',
        contentType: 'image/png',
        bytes: PNG_BYTES,
      })
    ).json();
    const second = await upload(user.id, headers, {
      filename: 'b.webp',
      contentType: 'image/webp',
      bytes: WEBP_BYTES,
    });
    expect(second.json().profile_pic_url).toMatch(/\.webp$/);
    expect((await app.inject({ method: 'GET', url: first.profile_pic_url })).statusCode).toBe(404);
  });

  it("answers 403 for someone else's picture", async () => {
    const { headers } = await signedIn(db);
    const { user: other } = await signedIn(db);
    const res = await upload(other.id, headers, {
      filename: 'x.png',
      contentType: 'image/png',
      bytes: PNG_BYTES,
    });
    expect(res.statusCode).toBe(403);
  });

  it('answers 415 for a file that only claims to be an image', async () => {
    const { user, headers } = await signedIn(db);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const res = await upload(user.id, headers, {
      filename: 'x.png',
      contentType: 'image/png',
      bytes: svg,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().detail).toContain('PNG, JPEG or WebP');
  });

  it('answers 413 for a picture over 2 MB', async () => {
    const { user, headers } = await signedIn(db);
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await upload(user.id, headers, {
      filename: 'big.png',
      contentType: 'image/png',
      bytes: big,
    });
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it('answers 400 when the file is not in the "file" field, and 415 when the body is not multipart', async () => {
    const { user, headers } = await signedIn(db);
    const wrongField = await upload(user.id, headers, {
      field: 'picture',
      filename: 'x.png',
      contentType: 'image/png',
      bytes: PNG_BYTES,
    });
    expect(wrongField.statusCode).toBe(400);
    const json = await app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${user.id}/profile-pic`,
      headers,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('answers 400 for a multipart body that is cut off or has no boundary', async () => {
    const { user, headers } = await signedIn(db);
    const send = (contentType: string, payload: string) =>
      app.inject({
        method: 'PATCH',
        url: `/api/v1/users/${user.id}/profile-pic`,
        headers: { ...headers, 'content-type': contentType },
        payload,
      });
    const cut = await send(
      'multipart/form-data; boundary=cut',
      '--cut\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
    );
    const unbounded = await send('multipart/form-data', 'abc');
    for (const res of [cut, unbounded]) {
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().errors).toHaveProperty('file');
    }
  });
});
