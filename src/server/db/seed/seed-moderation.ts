import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../database';
import { listings } from '../schema/listings.schema';
import {
  moderationCases,
  moderationDecisions,
  moderationObjections,
  moderationReports,
} from '../schema/moderation.schema';
import type { DbExecutor } from '../transaction';

const hourMs = 60 * 60 * 1000;

/**
 * Issue 18 demo data: an open report case with a guest's and the buyer's report, a restricted
 * listing whose seller objected (for the admin to decide, as the moderator decided it), and a
 * dismissed case, so the queue and the transparency page are not empty. Runs once.
 */
export async function seedModeration(
  db: Db | DbExecutor,
  users: Map<string, string>,
  now: Date,
): Promise<number> {
  const [existing] = await db.select({ total: count() }).from(moderationReports);
  const sellerId = users.get('seller@kleinkram.local');
  const buyerId = users.get('buyer@kleinkram.local');
  const moderatorId = users.get('moderator@kleinkram.local');
  if ((existing?.total ?? 0) > 0 || !sellerId || !buyerId || !moderatorId) return 0;
  const live = await db
    .select({ id: listings.id, title: listings.title })
    .from(listings)
    .where(and(eq(listings.sellerId, sellerId), eq(listings.status, 'PUBLISHED')))
    // The seller's oldest three, in a fixed order: the same listings on every seed, and not the
    // recent ones the search relevance slice and the journeys look for.
    .orderBy(asc(listings.publishedAt), asc(listings.slug))
    .limit(3);
  const [open, restricted, dismissed] = live;
  if (!open || !restricted || !dismissed) return 0;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * hourMs);
  const report = (
    caseId: string,
    subjectId: string,
    reason: 'counterfeit' | 'scam' | 'wrong_category',
    hoursAgo: number,
    guest: boolean,
  ) => ({
    caseId,
    subjectKind: 'listing' as const,
    subjectId,
    reason,
    explanation: 'The photos look copied from a shop and the price is far too low for this item.',
    reporterId: guest ? null : buyerId,
    reporterEmail: guest ? 'guest.reporter@example.org' : null,
    reporterLanguage: 'en' as const,
    goodFaith: true,
    createdAt: at(hoursAgo),
  });
  const caseOf = async (
    subjectId: string,
    label: string,
    hoursAgo: number,
    decidedHoursAgo: number | null,
  ) => {
    const [row] = await db
      .insert(moderationCases)
      .values({
        kind: 'report',
        subjectKind: 'listing',
        subjectId,
        subjectOwnerId: sellerId,
        status: decidedHoursAgo === null ? 'open' : 'decided',
        signals: { label },
        openedAt: at(hoursAgo),
        decidedAt: decidedHoursAgo === null ? null : at(decidedHoursAgo),
      })
      .returning({ id: moderationCases.id });
    if (!row) throw new Error('demo moderation case not stored');
    return row.id;
  };

  const openCase = await caseOf(open.id, open.title, 30, null);
  await db
    .insert(moderationReports)
    .values([
      report(openCase, open.id, 'counterfeit', 30, true),
      report(openCase, open.id, 'scam', 5, false),
    ]);

  const restrictedCase = await caseOf(restricted.id, restricted.title, 72, 50);
  await db.insert(moderationReports).values(report(restrictedCase, restricted.id, 'counterfeit', 72, false));
  await db
    .update(listings)
    .set({ status: 'NEEDS_ACTION', moderationRestriction: 'restricted', moderationRestrictedAt: at(50) })
    .where(eq(listings.id, restricted.id));
  const [decision] = await db
    .insert(moderationDecisions)
    .values({
      caseId: restrictedCase,
      action: 'restrict',
      rule: 'counterfeits',
      facts: 'The listing photos show a logo that differs from the brand’s.',
      decidedBy: moderatorId,
      affectedUserId: sellerId,
      previousState: {
        target: 'listing',
        listing: { status: 'PUBLISHED', restriction: null, restrictedAt: null },
      },
      statementSentAt: at(50),
      createdAt: at(50),
    })
    .returning({ id: moderationDecisions.id });
  if (decision)
    await db.insert(moderationObjections).values({
      decisionId: decision.id,
      userId: sellerId,
      text: 'I bought it in the brand’s own outlet; the receipt is in the chat with the buyer.',
      createdAt: at(20),
    });

  const dismissedCase = await caseOf(dismissed.id, dismissed.title, 120, 100);
  await db.insert(moderationReports).values(report(dismissedCase, dismissed.id, 'wrong_category', 120, true));
  await db.insert(moderationDecisions).values({
    caseId: dismissedCase,
    action: 'dismiss',
    facts: 'The category fits the item.',
    decidedBy: moderatorId,
    createdAt: at(100),
  });
  return 3;
}
