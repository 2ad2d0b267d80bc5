import type { IdentityDocumentType } from '@shared/identity/identity.schema';
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { identityChecks } from '../../db/schema/trust.schema';
import { users } from '../../db/schema/users.schema';
import type { DbExecutor } from '../../db/transaction';

export type IdentityCheckRow = typeof identityChecks.$inferSelect;

export async function findLatestIdentityCheck(
  executor: Db | DbExecutor,
  userId: string,
): Promise<IdentityCheckRow | undefined> {
  const [row] = await executor
    .select()
    .from(identityChecks)
    .where(eq(identityChecks.userId, userId))
    .orderBy(desc(identityChecks.submittedAt), desc(identityChecks.id))
    .limit(1);
  return row;
}

/** True once any of the user's checks was approved and no later one replaced it. */
export async function hasApprovedIdentityCheck(executor: Db | DbExecutor, userId: string): Promise<boolean> {
  const latest = await findLatestIdentityCheck(executor, userId);
  return latest?.status === 'approved';
}

export interface NewIdentityCheck {
  userId: string;
  documentType: IdentityDocumentType;
  issuingCountry: string;
  firstName: string;
  lastName: string;
  documentNumberEncrypted: string;
  birthDate: string;
  submittedAt: Date;
}

/** Undefined when the user already has a pending check (the partial unique index). */
export async function insertIdentityCheck(
  executor: Db | DbExecutor,
  check: NewIdentityCheck,
): Promise<IdentityCheckRow | undefined> {
  const [row] = await executor.insert(identityChecks).values(check).onConflictDoNothing().returning();
  return row;
}

export async function findIdentityCheck(executor: Db | DbExecutor, checkId: string) {
  const [row] = await executor.select().from(identityChecks).where(eq(identityChecks.id, checkId));
  return row;
}

export interface IdentityDecision {
  status: 'approved' | 'rejected';
  decidedAt: Date;
  decidedBy: string;
  failureReason: string | null;
  cooldownUntil: Date | null;
}

/**
 * Decides a pending check and erases everything personal in the same statement (ADR 059): only the
 * outcome, its date, the moderator, the reason and the cooldown stay. Undefined when it was not pending.
 */
export async function decideIdentityCheckRow(
  executor: DbExecutor,
  checkId: string,
  decision: IdentityDecision,
): Promise<IdentityCheckRow | undefined> {
  const [row] = await executor
    .update(identityChecks)
    .set({
      ...decision,
      documentType: null,
      issuingCountry: null,
      firstName: null,
      lastName: null,
      documentNumberEncrypted: null,
      birthDate: null,
    })
    .where(and(eq(identityChecks.id, checkId), eq(identityChecks.status, 'pending')))
    .returning();
  return row;
}

const queueColumns = {
  check: identityChecks,
  userName: users.displayName,
  userEmail: users.email,
};

export type IdentityQueueRow = Awaited<ReturnType<typeof listIdentityQueueRows>>[number];

/** Pending checks oldest first (first come, first served); decided ones most recent first. */
export function listIdentityQueueRows(
  db: Db,
  options: { status: 'pending' | 'decided' | 'all'; limit: number; offset: number },
) {
  const query = db
    .select(queueColumns)
    .from(identityChecks)
    .innerJoin(users, eq(users.id, identityChecks.userId))
    .where(queueFilter(options.status))
    .orderBy(
      sql`CASE WHEN ${identityChecks.status} = 'pending' THEN 0 ELSE 1 END`,
      sql`CASE WHEN ${identityChecks.status} = 'pending' THEN ${identityChecks.submittedAt} END ASC`,
      desc(identityChecks.decidedAt),
      asc(identityChecks.id),
    )
    .limit(options.limit)
    .offset(options.offset);
  return query;
}

export async function countIdentityQueueRows(db: Db, status: 'pending' | 'decided' | 'all') {
  const [row] = await db.select({ total: count() }).from(identityChecks).where(queueFilter(status));
  return row?.total ?? 0;
}

export async function findIdentityQueueRow(executor: Db | DbExecutor, checkId: string) {
  const [row] = await executor
    .select(queueColumns)
    .from(identityChecks)
    .innerJoin(users, eq(users.id, identityChecks.userId))
    .where(eq(identityChecks.id, checkId));
  return row;
}

function queueFilter(status: 'pending' | 'decided' | 'all') {
  if (status === 'pending') return eq(identityChecks.status, 'pending');
  if (status === 'decided') return ne(identityChecks.status, 'pending');
  return undefined;
}
