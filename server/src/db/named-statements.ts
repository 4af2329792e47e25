import { createHash } from 'node:crypto';
import pg from 'pg';

/** A connection is replaced after this many queries, which bounds the statements it holds. */
export const QUERIES_PER_CONNECTION = 10_000;

/** Names already worked out, by text; dropped whole when full, as texts are few and reused. */
const names = new Map<string, string>();
const KEPT_NAMES = 4_096;

function nameOf(text: string) {
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= KEPT_NAMES) names.clear();
    name = `k${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * A PostgreSQL connection that names every statement with parameters after its text, so the
 * server parses and plans each once per connection and then only binds and runs it: that was
 * most of PostgreSQL's time on a quiz submit (a complex statement's parse and plan cost it four
 * times its run). The same text always gets the same name, so a name never meets another text;
 * statements without parameters (transaction control, migrations) are sent as they are. The pool
 * replaces a connection after `QUERIES_PER_CONNECTION` queries, so the statements one holds stay
 * few even where a statement's text varies (a list of ids of any length).
 */
export class NamingClient extends pg.Client {
  // pg's own signature is a set of overloads; this one passes every call through unchanged.
  override query(...args: unknown[]): never {
    const [config, values] = args;
    if (typeof config !== 'object' || config === null) return this.pass(args);
    const query = config as { text?: unknown; name?: unknown; values?: unknown; submit?: unknown };
    const params = Array.isArray(values) ? values : query.values;
    // A submittable (a cursor, a stream) is its own object, passed as it is.
    if (
      typeof query.text === 'string' &&
      !query.name &&
      typeof query.submit !== 'function' &&
      Array.isArray(params) &&
      params.length > 0
    ) {
      args[0] = { ...query, name: nameOf(query.text) };
    }
    return this.pass(args);
  }

  private pass(args: unknown[]): never {
    return (super.query as (...a: unknown[]) => never).apply(this, args);
  }
}
