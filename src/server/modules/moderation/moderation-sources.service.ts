import type { Db } from '../../db/database';
import { listHeldPhotos } from '../media/media-moderation.service';
import { listProblemOrders } from '../orders/order-moves.service';
import { latestCaseOpenings, openOrJoinCase } from './moderation-cases.repository';

/**
 * The automated sources of the queue (ADR 064): photos the nudity check held and orders frozen by
 * a reported problem. Rather than having the media and orders modules call moderation (which
 * calls them back to decide), the queue looks for them: before every queue read and in the
 * 10-minute sweep. Each held photo gets one case; an order one case per reported problem.
 * Returns how many cases were opened.
 */
export async function syncAutomatedCases(db: Db): Promise<number> {
  let opened = 0;
  const held = await listHeldPhotos(db);
  const photoCases = await latestCaseOpenings(
    db,
    'held_photo',
    held.map((photo) => photo.id),
  );
  for (const photo of held) {
    if (photoCases.has(photo.id)) continue;
    await openOrJoinCase(db, {
      kind: 'held_photo',
      subjectKind: 'photo',
      subjectId: photo.id,
      subjectOwnerId: photo.ownerId,
      signals: { label: photo.originalName, nsfwScore: photo.nsfwScore, automated: true },
    });
    opened += 1;
  }

  const problems = await listProblemOrders(db);
  const orderCases = await latestCaseOpenings(
    db,
    'order_problem',
    problems.map((order) => order.id),
  );
  for (const order of problems) {
    const latest = orderCases.get(order.id);
    if (latest && order.problemReportedAt && latest >= order.problemReportedAt) continue;
    await openOrJoinCase(db, {
      kind: 'order_problem',
      subjectKind: 'order',
      subjectId: order.id,
      subjectOwnerId: order.sellerId,
      signals: {
        label: order.reference,
        problemReason: order.problemReason,
        problemNote: order.problemNote,
        buyerName: order.buyerName,
      },
    });
    opened += 1;
  }
  return opened;
}

/** What the listing checks saw when a listing went live (ADR 064: the listing-check source). */
export interface ListingCheckFlag {
  listingId: string;
  sellerId: string;
  title: string;
  /** The warnings worth a moderator's look, e.g. a price far below the recommendation. */
  findings: { code: string; params: Record<string, unknown> }[];
}

/**
 * Opens (or joins) a listing_check case. The listing stays live: a warning is a reason to look,
 * not a verdict, and only a moderator restricts (Art. 20(6) DSA, our terms).
 */
export async function flagListingFromChecks(db: Db, flag: ListingCheckFlag): Promise<void> {
  await openOrJoinCase(db, {
    kind: 'listing_check',
    subjectKind: 'listing',
    subjectId: flag.listingId,
    subjectOwnerId: flag.sellerId,
    signals: { label: flag.title, findings: flag.findings, automated: true },
  });
}
