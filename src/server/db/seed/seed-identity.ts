import { inArray } from 'drizzle-orm';
import { identityChecks } from '../schema/trust.schema';
import type { DbExecutor } from '../transaction';
import type { DemoIdentityCheck } from './demo-identity-checks';

/** Seals a document number the way the identity module does (ADR 059), with the configured key. */
export type DocumentNumberSealer = (documentNumber: string) => string;

/**
 * Identity checks for users who have none yet. Without a sealer the pending check (the only one
 * holding a document number) is left out rather than stored with a number the app cannot open.
 */
export async function insertIdentityChecks(
  tx: DbExecutor,
  checks: DemoIdentityCheck[],
  userIds: Map<string, string>,
  seal: DocumentNumberSealer | undefined,
): Promise<number> {
  const wanted = checks.filter((check) => check.personal === null || seal !== undefined);
  const ids = wanted.map((check) => userIds.get(check.email)).filter((id): id is string => id !== undefined);
  if (ids.length === 0) return 0;
  const existing = await tx
    .select({ userId: identityChecks.userId })
    .from(identityChecks)
    .where(inArray(identityChecks.userId, ids));
  const checked = new Set(existing.map((row) => row.userId));
  const rows = wanted.flatMap((check) => {
    const userId = userIds.get(check.email);
    if (!userId || checked.has(userId)) return [];
    const personal = check.personal;
    return [
      {
        userId,
        status: check.status,
        documentType: personal?.documentType ?? null,
        issuingCountry: personal?.issuingCountry ?? null,
        firstName: personal?.firstName ?? null,
        lastName: personal?.lastName ?? null,
        documentNumberEncrypted: personal && seal ? seal(personal.documentNumber) : null,
        birthDate: personal?.birthDate ?? null,
        submittedAt: check.submittedAt,
        decidedAt: check.decidedAt,
        decidedBy: check.decidedByEmail ? (userIds.get(check.decidedByEmail) ?? null) : null,
        failureReason: check.failureReason,
        cooldownUntil: check.cooldownUntil,
      },
    ];
  });
  if (rows.length > 0) await tx.insert(identityChecks).values(rows);
  return rows.length;
}
