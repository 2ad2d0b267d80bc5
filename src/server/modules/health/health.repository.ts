import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';

export async function countAppliedMigrations(db: Db): Promise<number> {
  const result = await db.execute<{ count: number }>(
    sql`SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations`,
  );
  return result.rows[0]?.count ?? 0;
}
