import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';

/** The part of s3rver's API used here: it ships no types. */
type S3rver = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => { run(): Promise<{ port: number }>; close(): Promise<void> };
const S3rver = createRequire(import.meta.url)('s3rver') as S3rver;

/** The keys s3rver knows; a request signed by another access key is refused, as by real S3. */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A real S3-compatible server (s3rver) over HTTP on a free local port, with `bucket` made, its
 * objects in a temporary folder. It reads each request's SigV4 authorization header and refuses
 * an unknown access key (it does not recompute a V4 signature). Answers its
 * endpoint and the call that stops it and removes the folder.
 */
export async function startS3(bucket: string) {
  const directory = await mkdtemp(join(tmpdir(), 'kyu-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
