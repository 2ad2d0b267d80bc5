import type { Db } from './database';

/** What repository functions run their queries on: the pool, or an open transaction. */
export type DbExecutor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/**
 * Runs `work` in one transaction, so a service can lock, check its rules and write atomically.
 * On the embedded engine an open transaction blocks every other client (ADR 006): keep it short.
 */
export function runInTransaction<T>(db: Db, work: (executor: DbExecutor) => Promise<T>): Promise<T> {
  return db.transaction((transaction) => work(transaction));
}
