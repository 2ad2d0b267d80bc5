import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema/users.schema';
import type { DbExecutor } from '../../db/transaction';

const managedUserColumns = {
  id: users.id,
  email: users.email,
  displayName: users.displayName,
  roles: users.roles,
  emailVerifiedAt: users.emailVerifiedAt,
  rolloutCohort: users.rolloutCohort,
  createdAt: users.createdAt,
};

export type ManagedUserRow = NonNullable<Awaited<ReturnType<typeof findManagedUser>>>;

/** `\`, `%` and `_` match themselves inside a LIKE pattern. */
const escapeLikePattern = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Email or display name, case-insensitive: substring matches (ILIKE) plus typo-tolerant matches of
 * the query against a part of either (pg_trgm word similarity, `<%`). Relevance: exact, then
 * prefix, then substring, then typo matches; within a tier the closer match; then email. The users
 * table is small, so this scans it rather than keeping trigram indexes up to date.
 */
export function searchManagedUsers(db: Db, query: string, limit: number) {
  if (query === '') {
    return db.select(managedUserColumns).from(users).orderBy(asc(users.email)).limit(limit);
  }
  const lowered = query.toLowerCase();
  const contains = `%${escapeLikePattern(lowered)}%`;
  const prefix = `${escapeLikePattern(lowered)}%`;
  const name = sql`lower(${users.displayName})`;
  const tier = sql`CASE
    WHEN ${users.email} = ${lowered} OR ${name} = ${lowered} THEN 0
    WHEN ${users.email} LIKE ${prefix} OR ${name} LIKE ${prefix} THEN 1
    WHEN ${users.email} LIKE ${contains} OR ${name} LIKE ${contains} THEN 2
    ELSE 3 END`;
  return db
    .select(managedUserColumns)
    .from(users)
    .where(
      sql`${users.email} ILIKE ${contains} OR ${users.displayName} ILIKE ${contains}
        OR ${query} <% ${users.email} OR ${query} <% ${users.displayName}`,
    )
    .orderBy(
      tier,
      sql`greatest(word_similarity(${query}, ${users.email}), word_similarity(${query}, ${users.displayName})) DESC`,
      asc(users.email),
    )
    .limit(limit);
}

export async function findManagedUser(executor: DbExecutor, userId: string, options = { isLocking: false }) {
  const statement = executor.select(managedUserColumns).from(users).where(eq(users.id, userId));
  const [row] = options.isLocking ? await statement.for('update') : await statement;
  return row ?? null;
}

/**
 * Ids of the users holding the admin role, other than `exceptUserId`. Locks those rows, so two
 * admins removing each other's admin role at once cannot leave nobody in charge.
 */
export async function lockOtherAdminIds(executor: DbExecutor, exceptUserId: string): Promise<string[]> {
  const rows = await executor
    .select({ id: users.id })
    .from(users)
    .where(
      sql`${users.id} <> ${exceptUserId} AND 'admin' = ANY (SELECT lower(r) FROM unnest(${users.roles}) AS r)`,
    )
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}

export async function updateUserRoles(executor: DbExecutor, userId: string, roles: string[]) {
  const [row] = await executor
    .update(users)
    .set({ roles, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning(managedUserColumns);
  return row ?? null;
}

export async function updateUserRolloutCohort(db: Db, userId: string, cohort: string | null) {
  const [row] = await db
    .update(users)
    .set({ rolloutCohort: cohort, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning(managedUserColumns);
  return row ?? null;
}
