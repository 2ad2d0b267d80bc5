import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { authAttempts, authSessions, refreshTokens } from '../../db/schema/auth.schema';
import { cartItems, watchlistItems } from '../../db/schema/engagement.schema';
import { reviews } from '../../db/schema/listings.schema';
import {
  moderationDecisions,
  moderationObjections,
  moderationReports,
} from '../../db/schema/moderation.schema';
import { sellerTaxProfiles } from '../../db/schema/orders.schema';
import { analyticsEvents, feedbackTickets } from '../../db/schema/platform.schema';
import { consentRecords } from '../../db/schema/privacy.schema';
import { notifications, savedSearches } from '../../db/schema/search.schema';
import { traderProfiles } from '../../db/schema/traders.schema';
import { identityChecks, reviewVotes } from '../../db/schema/trust.schema';
import { columnsWithout } from './data-export-collect.repository';

/** The second half of the Art. 15 read (ADR 067): everything that is not listings, chat or orders. */
export async function findReviewsOf(db: Db, userId: string) {
  const [given, received, votes] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(eq(reviews.reviewerId, userId))
      .orderBy(asc(reviews.createdAt), asc(reviews.id)),
    db
      .select()
      .from(reviews)
      .where(eq(reviews.sellerId, userId))
      .orderBy(asc(reviews.createdAt), asc(reviews.id)),
    db.select().from(reviewVotes).where(eq(reviewVotes.userId, userId)).orderBy(asc(reviewVotes.createdAt)),
  ]);
  return {
    given,
    // A buyer who chose to stay anonymous stays anonymous towards the seller here too.
    received: received.map((review) => (review.isAnonymous ? { ...review, reviewerId: null } : review)),
    votes,
  };
}

export async function findEngagementOf(db: Db, userId: string) {
  const [searches, notices, watchlist, cart] = await Promise.all([
    db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId))
      .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id)),
    db
      .select(columnsWithout(getTableColumns(notifications), ['dedupeKey']))
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.createdAt), asc(notifications.id)),
    db
      .select()
      .from(watchlistItems)
      .where(eq(watchlistItems.userId, userId))
      .orderBy(asc(watchlistItems.addedAt)),
    db.select().from(cartItems).where(eq(cartItems.userId, userId)).orderBy(asc(cartItems.addedAt)),
  ]);
  return { savedSearches: searches, notifications: notices, watchlist, cart };
}

export function findConsentRecordsOf(db: Db, userId: string) {
  return db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.userId, userId))
    .orderBy(asc(consentRecords.recordedAt), asc(consentRecords.id));
}

/** Sessions, refresh-token metadata and the failed attempts counted against the address: never a token. */
export async function findSignInHistoryOf(db: Db, userId: string, email: string) {
  const [sessions, tokens, attempts] = await Promise.all([
    db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, userId))
      .orderBy(asc(authSessions.createdAt), asc(authSessions.id)),
    db
      .select(columnsWithout(getTableColumns(refreshTokens), ['tokenHash']))
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, userId))
      .orderBy(asc(refreshTokens.createdAt), asc(refreshTokens.id)),
    db
      .select({ action: authAttempts.action, createdAt: authAttempts.createdAt })
      .from(authAttempts)
      .where(eq(authAttempts.key, `account:${email}`))
      .orderBy(asc(authAttempts.createdAt)),
  ]);
  return { sessions, refreshTokens: tokens, failedAttempts: attempts };
}

/** Identity checks by outcome only (the document data is erased at the decision, ADR 059). */
export function findIdentityChecksOf(db: Db, userId: string) {
  return db
    .select({
      id: identityChecks.id,
      status: identityChecks.status,
      documentType: identityChecks.documentType,
      submittedAt: identityChecks.submittedAt,
      decidedAt: identityChecks.decidedAt,
      failureReason: identityChecks.failureReason,
      cooldownUntil: identityChecks.cooldownUntil,
    })
    .from(identityChecks)
    .where(eq(identityChecks.userId, userId))
    .orderBy(asc(identityChecks.submittedAt));
}

export async function findTaxAndTraderProfileOf(db: Db, userId: string) {
  const [tax] = await db
    .select(columnsWithout(getTableColumns(sellerTaxProfiles), ['taxIdEncrypted']))
    .from(sellerTaxProfiles)
    .where(eq(sellerTaxProfiles.userId, userId));
  const [trader] = await db.select().from(traderProfiles).where(eq(traderProfiles.userId, userId));
  return { taxProfile: tax ?? null, traderProfile: trader ?? null };
}

/** Reports the user filed, decisions concerning them and their objections; moderators stay unnamed. */
export async function findModerationOf(db: Db, userId: string) {
  const [reports, decisions, objections] = await Promise.all([
    db
      .select(columnsWithout(getTableColumns(moderationReports), ['reporterIpHash']))
      .from(moderationReports)
      .where(eq(moderationReports.reporterId, userId))
      .orderBy(asc(moderationReports.createdAt), asc(moderationReports.id)),
    db
      .select(columnsWithout(getTableColumns(moderationDecisions), ['decidedBy']))
      .from(moderationDecisions)
      .where(eq(moderationDecisions.affectedUserId, userId))
      .orderBy(asc(moderationDecisions.createdAt), asc(moderationDecisions.id)),
    db
      .select(columnsWithout(getTableColumns(moderationObjections), ['decidedBy']))
      .from(moderationObjections)
      .where(eq(moderationObjections.userId, userId))
      .orderBy(asc(moderationObjections.createdAt), asc(moderationObjections.id)),
  ]);
  return { reportsFiled: reports, decisionsConcerningYou: decisions, objections };
}

export async function findFeedbackAndAnalyticsOf(db: Db, userId: string) {
  const [tickets, events] = await Promise.all([
    db
      .select()
      .from(feedbackTickets)
      .where(eq(feedbackTickets.userId, userId))
      .orderBy(asc(feedbackTickets.createdAt), asc(feedbackTickets.id)),
    db
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.userId, userId)))
      .orderBy(asc(analyticsEvents.occurredAt), asc(analyticsEvents.id)),
  ]);
  return { feedbackTickets: tickets, analyticsEvents: events };
}
