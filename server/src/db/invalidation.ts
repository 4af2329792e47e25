import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from './client';
import { listenForNotifications } from './notification-listener';

/**
 * Every in-process cache that another instance of Kyu can make stale, named by the channel that
 * clears it (plugins/caches.ts subscribes each one). A new cache of database state adds its
 * channel here, so this list is where to look for what a write must announce.
 */
export const CACHE_CHANNELS = [
  /** The coach prompt in force per school (modules/prompts/coach-prompt.ts). */
  'coach-prompts',
  /** Schools' domains and activation: CORS origins and the school of a public chat's site. */
  'schools',
  /** Questions as quizzes mark them, by id, comma-separated (modules/questions/cache.ts). */
  'question-keys',
] as const;
export type CacheChannel = (typeof CACHE_CHANNELS)[number];

/**
 * What a subscriber is told: the payload its publisher sent (say, the ids that changed), or
 * undefined when anything on the channel may have changed, as after a lost connection.
 */
export type InvalidationHandler = (payload: string | undefined) => void;

/** Publishing and subscribing to cache invalidations; the app is decorated with one. */
export interface Invalidation {
  /** Tells this instance at once, then every other one, that what `channel` caches changed. */
  publish(channel: CacheChannel, payload?: string): Promise<void>;
  /** Calls `handler` for every invalidation on `channel`; answers the call that stops it. */
  subscribe(channel: CacheChannel, handler: InvalidationHandler): () => void;
  close(): Promise<void>;
}

/** The PostgreSQL channel every instance listens on; NOTIFY reaches one database's sessions only. */
const PG_CHANNEL = 'kyu_caches';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; past this one says "everything". */
const MAX_MESSAGE_BYTES = 7_900;

interface Message {
  /** The process-local id of the database handle that published, so it skips its own echo. */
  from: string;
  channel: CacheChannel;
  payload?: string;
}

/**
 * The subscribers of one database handle. Apps opened on one handle (PGlite is only ever one
 * process) hear each other in-process; apps on different handles hear each other through
 * PostgreSQL's LISTEN/NOTIFY, so two pools in one test behave as two machines.
 */
interface Local {
  id: string;
  kind: Database['kind'];
  handlers: Map<CacheChannel, Set<InvalidationHandler>>;
}
const locals = new WeakMap<Db, Local>();

function deliver(local: Local, channel: CacheChannel, payload: string | undefined) {
  for (const handler of local.handlers.get(channel) ?? []) handler(payload);
}

function messageText(message: Message) {
  const text = JSON.stringify(message);
  if (Buffer.byteLength(text) < MAX_MESSAGE_BYTES) return text;
  return JSON.stringify({ from: message.from, channel: message.channel });
}

/**
 * Announces a change of what `channel` caches: this process's subscribers hear it before this
 * returns, other instances as soon as PostgreSQL delivers it (after the write's commit, so they
 * read the new value). Call it with the app's `db` after the write, not inside a transaction.
 */
export async function publish(db: Db, channel: CacheChannel, payload?: string): Promise<void> {
  const local = locals.get(db);
  if (local) deliver(local, channel, payload);
  if (local?.kind === 'pglite') return;
  const text = messageText({ from: local?.id ?? 'elsewhere', channel, payload });
  await db.execute(sql`select pg_notify(${PG_CHANNEL}, ${text})`);
}

/**
 * The invalidation bus of one app. On PostgreSQL it holds a connection of its own that LISTENs,
 * reconnecting after a drop; on every (re)connection it tells each subscriber that anything may
 * have changed, since notifications sent while it was away are lost.
 */
export async function createInvalidation(
  database: Pick<Database, 'db' | 'kind' | 'url'>,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
): Promise<Invalidation> {
  let local = locals.get(database.db);
  if (!local) {
    local = { id: randomUUID(), kind: database.kind, handlers: new Map() };
    locals.set(database.db, local);
  }
  const own = local;
  const mine = new Set<[CacheChannel, InvalidationHandler]>();

  const heard = (text: string) => {
    let message: Message;
    try {
      message = JSON.parse(text) as Message;
    } catch {
      return;
    }
    if (message.from === own.id || !own.handlers.has(message.channel)) return;
    deliver(own, message.channel, message.payload);
  };
  const allStale = () => {
    for (const channel of own.handlers.keys()) deliver(own, channel, undefined);
  };
  const listener =
    database.kind === 'postgres' && database.url
      ? await listenForNotifications(database.url, PG_CHANNEL, { heard, listening: allStale, log })
      : null;

  return {
    publish: (channel, payload) => publish(database.db, channel, payload),
    subscribe(channel, handler) {
      let set = own.handlers.get(channel);
      if (!set) own.handlers.set(channel, (set = new Set()));
      set.add(handler);
      const entry: [CacheChannel, InvalidationHandler] = [channel, handler];
      mine.add(entry);
      return () => {
        set.delete(handler);
        mine.delete(entry);
      };
    },
    async close() {
      for (const [channel, handler] of mine) own.handlers.get(channel)?.delete(handler);
      await listener?.close();
    },
  };
}
