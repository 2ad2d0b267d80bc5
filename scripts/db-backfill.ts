/**
 * `npm run db:backfill -- --table=listings --set="col = expr" [--where="col IS NULL"] [--batch=5000]`
 *
 * Fills a column of a large table in short batches (ADR 081): each batch is its own transaction
 * touching at most --batch rows by primary key order, so the table only ever carries row locks and
 * the app keeps writing beside it. A batch that waits more than --lock-timeout for a row lock gives
 * up and is tried again after a pause, instead of queueing in front of the app's writes.
 * Runs on DATABASE_URL, or on the embedded database under DATA_DIR/db when the app is stopped.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/server/db/database';

const { values } = parseArgs({
  options: {
    table: { type: 'string' },
    set: { type: 'string' },
    where: { type: 'string', default: 'true' },
    key: { type: 'string', default: 'id' },
    batch: { type: 'string', default: '5000' },
    'pause-ms': { type: 'string', default: '50' },
    'lock-timeout': { type: 'string', default: '2s' },
  },
});

const identifier = /^[a-z_][a-z0-9_]*$/;

async function main() {
  const { table, set, where, key } = values;
  if (!table || !set || !identifier.test(table) || !identifier.test(key)) {
    throw new Error(
      'Usage: npm run db:backfill -- --table=<table> --set="<column> = <expression>" [--where=…]',
    );
  }
  const batchSize = Number(values.batch);
  const pauseMs = Number(values['pause-ms']);
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: path.join(path.resolve(process.env.DATA_DIR || './data'), 'db'),
  });
  const client = await database.pool.connect();
  try {
    await client.query(`SET lock_timeout = '${values['lock-timeout']?.replace(/'/g, '')}'`);
    let last: string | null = null;
    let updated = 0;
    let batches = 0;
    const startedAt = Date.now();
    for (;;) {
      // Keyset over the primary key: every batch starts where the last one ended, whatever it changed.
      let rows: Array<{ last: string | null; count: number }>;
      try {
        ({ rows } = await client.query<{ last: string | null; count: number }>(
          `WITH batch AS (
             SELECT ${key} FROM ${table} WHERE ${last === null ? '$1::text IS NULL' : `${key} > $1`} ORDER BY ${key} LIMIT $2
           ), changed AS (
             UPDATE ${table} AS t SET ${set} FROM batch
              WHERE t.${key} = batch.${key} AND (${where}) RETURNING 1
           )
           SELECT (SELECT ${key}::text FROM batch ORDER BY ${key} DESC LIMIT 1) AS last, (SELECT count(*)::int FROM changed) AS count`,
          [last, batchSize],
        ));
      } catch (error) {
        // lock_not_available: the app holds a row of this batch; give way, then try the batch again.
        if ((error as { code?: string }).code !== '55P03') throw error;
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        continue;
      }
      const row = rows[0];
      if (!row?.last) break;
      last = row.last;
      updated += row.count;
      batches += 1;
      if (batches % 20 === 0) console.info(`${updated} rows updated in ${batches} batches…`);
      if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
    console.info(
      `${table}: ${updated} rows updated in ${batches} batches, ${((Date.now() - startedAt) / 1000).toFixed(1)} s.`,
    );
  } finally {
    client.release();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
