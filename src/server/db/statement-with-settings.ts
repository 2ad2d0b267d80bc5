import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db } from './database';
import { inlineParameters } from './inline-parameters';

const dialect = new PgDialect();
const settingName = /^[a-z_]+$/;
const settingValue = /^[A-Za-z0-9_]+$/;

/**
 * Runs one statement under planner settings that hold for it alone, in one round trip: the
 * settings and the statement go as one simple query of two statements, which PostgreSQL runs as
 * one implicit transaction, so `set_config(..., true)` ends with it. The statement's parameters are
 * inlined as escaped literals (inline-parameters.ts), since a simple query carries none.
 *
 * The alternative, an explicit transaction (BEGIN, set_config, the statement, COMMIT), takes four
 * round trips. On the embedded database its one backend sits idle for every one of them while
 * the app, busy under load, builds and sends the next message, and every other connection
 * waits: 12-16 % of its time under bench:load (docs/performance.md). A read sent this way also
 * reaches a replica when one is configured; a transaction always runs on the primary.
 */
export async function executeWithSettings<Row extends Record<string, unknown>>(
  db: Db,
  settings: Readonly<Record<string, string>>,
  statement: SQL,
): Promise<Row[]> {
  const assignments = Object.entries(settings).map(([name, value]) => {
    if (!settingName.test(name) || !settingValue.test(value)) {
      throw new Error(`unexpected planner setting ${name}=${value}`);
    }
    return `set_config('${name}', '${value}', true)`;
  });
  const query = dialect.sqlToQuery(statement);
  const text = `SELECT ${assignments.join(', ')};\n${inlineParameters(query.sql, query.params)}`;
  const client = (db as unknown as { $client: Pick<pg.Pool, 'query'> }).$client;
  const results = (await client.query(text)) as unknown as pg.QueryResult<Row>[];
  return results.at(-1)?.rows ?? [];
}
