import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config } from '../../config';
import { isSafeKey, keyOf } from './keys';
import type { FileStore } from './types';

export type S3Settings = NonNullable<Config['s3']>;

/**
 * Where a bucket's objects are public when S3_PUBLIC_URL does not say (a CDN or a public
 * bucket domain should): on the endpoint, path-style or as a subdomain as the client addresses
 * it, or on AWS's own domain.
 */
export function publicBase(s: S3Settings): string {
  if (s.publicUrl) return s.publicUrl;
  if (s.endpoint) {
    const url = new URL(s.endpoint);
    if (!s.forcePathStyle) url.hostname = `${s.bucket}.${url.hostname}`;
    return `${url.origin}${s.forcePathStyle ? `/${s.bucket}` : ''}`;
  }
  return `https://${s.bucket}.s3.${s.region}.amazonaws.com`;
}

/**
 * The real adapter, for more than one server process: S3-compatible object storage (AWS S3,
 * MinIO, Cloudflare R2). Keys are object names; URLs are the public base plus the key. Without
 * keys in the settings the SDK finds credentials itself (an instance role, the environment).
 */
export function s3Store(s: S3Settings): FileStore {
  const client = new S3Client({
    region: s.region,
    forcePathStyle: s.forcePathStyle,
    ...(s.endpoint ? { endpoint: s.endpoint } : {}),
    ...(s.accessKeyId && s.secretAccessKey
      ? { credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } }
      : {}),
  });
  const prefix = `${publicBase(s)}/`;
  const urlOf = (key: string) => prefix + key;
  const removeKey = async (key: string) => {
    if (isSafeKey(key)) await client.send(new DeleteObjectCommand({ Bucket: s.bucket, Key: key }));
  };
  return {
    urlOf,
    removeKey,
    async put(key, bytes, contentType) {
      if (!isSafeKey(key)) throw new Error(`Unsafe file key: ${key}`);
      await client.send(
        new PutObjectCommand({
          Bucket: s.bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          // Keys are new for every upload, so an object never changes at its URL.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
      return urlOf(key);
    },
    async read(key) {
      if (!isSafeKey(key)) return undefined;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: s.bucket, Key: key }));
        const bytes = await object.Body?.transformToByteArray();
        return bytes ? Buffer.from(bytes) : undefined;
      } catch {
        return undefined;
      }
    },
    async remove(url) {
      const key = keyOf(url, prefix);
      if (key) await removeKey(key);
    },
  };
}
