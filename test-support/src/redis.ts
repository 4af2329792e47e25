import { randomBytes } from 'node:crypto';
import { createConnection } from 'node:net';
import { Redis } from 'ioredis';

/**
 * The Redis the tests use: KYU_TEST_REDIS_URL, else the local one (as in CI, where .ci/run
 * starts Debian's redis-server when nothing answers).
 */
export const TEST_REDIS_URL = process.env.KYU_TEST_REDIS_URL || 'redis://127.0.0.1:6379';

const inCi = /^(?:1|true)$/i.test(process.env.CI ?? '');

function answers(url: string) {
  const { hostname, port } = new URL(url);
  return new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

/**
 * The Redis URL when one answers. Locally a missing Redis is a notice and the Redis tests
 * skip; in CI (CI=true) it fails the file, as a missing PostgreSQL fails the server tests
 * there (scripts/test-both-databases.mjs): CI must test both limit stores, never skip one.
 */
export async function testRedis(): Promise<string | null> {
  if (await answers(TEST_REDIS_URL)) return TEST_REDIS_URL;
  const why = `Redis does not answer at ${TEST_REDIS_URL} (start redis-server, or set KYU_TEST_REDIS_URL)`;
  if (inCi) throw new Error(`${why}; CI must test the Redis limit store.`);
  console.warn(`notice: ${why}; the Redis tests are skipped.`);
  return null;
}

/** A Redis key prefix of its own for one test file, so parallel files never share counts. */
export const testRedisPrefix = () => `kyu-test-${randomBytes(4).toString('hex')}:`;

/** Deletes every key under `prefix`, so a test file or benchmark leaves the Redis as it found it. */
export async function clearRedisPrefix(url: string, prefix: string) {
  const redis = new Redis(url);
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 })) {
      if ((keys as string[]).length) await redis.del(...(keys as string[]));
    }
  } finally {
    redis.disconnect();
  }
}
