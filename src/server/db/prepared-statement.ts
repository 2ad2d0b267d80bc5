import type { Db } from './database';

/**
 * A query built once per database handle and then only run (ADR 088). Drizzle builds a query's
 * SQL text from its objects on every call, which on the hottest reads cost more Node CPU than
 * reading their rows; `build` returns the query `.prepare('')`d with `sql.placeholder`s.
 *
 * The empty name keeps it an unnamed statement on the wire: PostgreSQL still parses and plans each
 * run with its own values (no generic plan), exactly as before, and the embedded database, whose
 * one backend serves every connection, never sees a statement name twice.
 */
export function preparedPerDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const statements = new WeakMap<Db, T>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
