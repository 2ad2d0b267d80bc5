import type { Db } from '../../db/database';
import type { DbExecutor } from '../../db/transaction';
import { selectReviewedOrderIds } from './review-facts.repository';

/** Which of these orders already have their one review (orders show "Write a review" otherwise). */
export async function findReviewedOrderIds(
  executor: Db | DbExecutor,
  orderIds: readonly string[],
): Promise<Set<string>> {
  return new Set(await selectReviewedOrderIds(executor, orderIds));
}
