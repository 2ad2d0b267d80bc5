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
