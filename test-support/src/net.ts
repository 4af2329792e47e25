import { createServer } from 'node:net';

/**
 * An address where nothing listens, for a test of a service that is down: port 1 is reserved
 * (tcpmux) and never served on a development machine or in CI, so a connection is refused at once.
 */
export const NOTHING_LISTENS = '127.0.0.1:1';

/** A port free right now: bound by the system, read, released. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port was given');
  return address.port;
}
