import type { Db } from './client';

/**
 * A statement built once per database handle instead of on every call: drizzle's building of
 * SQL is a good part of a short query's cost, and on PostgreSQL a statement prepared by name is
 * parsed and planned once per connection. `build` makes it with `sql.placeholder`s for the
 * values and ends in `.prepare(name)`; the name must be unique across the app.
 */
export function preparedOn<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) built.set(db, (statement = build(db)));
    return statement;
  };
}
