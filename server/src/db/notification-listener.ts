import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

/** How often the listening connection is asked whether it is still there. */
export const PING_EVERY_MS = 30_000;
/** A ping or connection unanswered this long counts as a dropped connection. */
const ANSWER_WITHIN_MS = 10_000;
/** The first wait before reconnecting, doubled after each failure up to the last. */
const RETRY_FIRST_MS = 100;
const RETRY_MOST_MS = 5_000;

export interface ListenerEvents {
  /** A notification's payload. */
  heard(payload: string): void;
  /** The connection LISTENs (again): whatever was sent while it was away was missed. */
  listening(): void;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}

/**
 * A connection of its own that LISTENs on `channel`: a pooled connection cannot, since the pool
 * hands it to queries and closes it when idle. When it drops (a restart, a failover, a silent
 * network that the ping finds out), it reconnects with backoff until closed. Start-up waits for
 * the first attempt only, so a database that is briefly away does not stop the app.
 */
export async function listenForNotifications(
  url: string,
  channel: string,
  events: ListenerEvents,
): Promise<{ close(): Promise<void> }> {
  let closed = false;
  let client: pg.Client | null = null;
  let retryMs = RETRY_FIRST_MS;
  let retry: NodeJS.Timeout | undefined;
  let ping: NodeJS.Timeout | undefined;

  const dropped = (current: pg.Client, error?: Error) => {
    if (client !== current) return;
    client = null;
    clearInterval(ping);
    current.removeAllListeners('notification');
    void current.end().catch(() => {});
    if (closed) return;
    events.log.warn(
      { err: error },
      'The cache invalidation connection to PostgreSQL dropped; reconnecting',
    );
    retry = setTimeout(() => void connect(), retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MOST_MS);
  };

  async function connect() {
    const current = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: ANSWER_WITHIN_MS,
      query_timeout: ANSWER_WITHIN_MS,
      keepAlive: true,
      application_name: 'kyu-cache-invalidation',
    });
    client = current;
    // An error without a listener would end the process; a dropped connection is expected.
    current.on('error', (error) => dropped(current, error));
    current.on('end', () => dropped(current));
    current.on('notification', (message) => {
      if (message.channel === channel && message.payload) events.heard(message.payload);
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      dropped(current, error as Error);
      return;
    }
    if (closed || client !== current) return;
    retryMs = RETRY_FIRST_MS;
    ping = setInterval(() => {
      current.query('select 1').catch((error: Error) => dropped(current, error));
    }, PING_EVERY_MS);
    ping.unref();
    events.listening();
  }

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(ping);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
