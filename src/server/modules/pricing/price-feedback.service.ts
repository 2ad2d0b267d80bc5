import {
  type PriceFeedback,
  type PriceFeedbackRequest,
  priceFeedbackHistoryMax,
} from '@shared/pricing/pricing.schema';
import { classifyPriceFeedback, toCents } from '@shared/pricing/pricing-rules';
import { notFound } from '../../core/app-error';
import type { Db } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import { findDraftRow } from '../listings/listing-drafts.repository';
import { presentPriceFeedback } from './pricing.presenter';
import { deleteFeedbackBeyond, findRecentFeedback, insertFeedback } from './pricing.repository';

/**
 * Stores how the seller answered a suggestion and keeps only their newest 20 (spec §9), in one
 * transaction so a burst of answers never leaves more than 20 behind.
 */
export async function submitPriceFeedback(
  db: Db,
  sellerId: string,
  input: PriceFeedbackRequest,
): Promise<PriceFeedback> {
  const suggestionCents = toCents(input.suggestion);
  const chosenPriceCents = toCents(input.chosenPrice);
  const outcome = classifyPriceFeedback({
    suggestionCents,
    chosenPriceCents,
    isRejected: input.rejected ?? false,
  });
  const row = await runInTransaction(db, async (executor) => {
    if (input.draftId && !(await findDraftRow(executor, sellerId, input.draftId)))
      throw notFound('Draft not found');
    const inserted = await insertFeedback(executor, {
      sellerId,
      draftId: input.draftId ?? null,
      categoryId: input.categoryId,
      suggestionCents,
      chosenPriceCents,
      deltaCents: outcome.deltaCents,
      disposition: outcome.disposition,
      note: input.note || null,
    });
    await deleteFeedbackBeyond(executor, sellerId, priceFeedbackHistoryMax);
    return inserted;
  });
  return presentPriceFeedback(row);
}

/** The caller's kept feedback, newest first. */
export async function listPriceFeedback(db: Db, sellerId: string): Promise<PriceFeedback[]> {
  const rows = await findRecentFeedback(db, sellerId, priceFeedbackHistoryMax);
  return rows.map(presentPriceFeedback);
}
