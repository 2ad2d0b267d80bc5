import { toCents } from '@shared/pricing/cents';
import {
  type PriceFeedback,
  type PriceFeedbackRequest,
  priceFeedbackHistoryMax,
} from '@shared/pricing/pricing.schema';
import { classifyPriceFeedback } from '@shared/pricing/pricing-rules';
import type { Db } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import { presentPriceFeedback } from './pricing.presenter';
import { deleteFeedbackBeyond, findRecentFeedback, insertFeedback } from './pricing.repository';
import type { FindOwnDraft } from './pricing.service';

/**
 * Stores how the seller answered a suggestion and keeps only their newest 20 (spec §9), in one
 * transaction so a burst of answers never leaves more than 20 behind. A named draft must be the
 * seller's own (NOT_FOUND otherwise).
 */
export async function submitPriceFeedback(
  deps: { db: Db; findOwnDraft: FindOwnDraft },
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
  if (input.draftId) await deps.findOwnDraft(sellerId, input.draftId);
  const row = await runInTransaction(deps.db, async (executor) => {
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
