import type { PublishListingOutcome } from '@shared/marketplaces/marketplace.schema';
import type { BulkListingsResponse } from '@shared/seller-listings/seller-listings.schema';
import type { TFunction } from 'i18next';

export interface BulkFailure {
  listingId: string;
  title: string;
  reason: string;
}

export interface BulkOutcomeSummary {
  /** "3 archived, 1 not changed" in the reader's language. */
  headline: string;
  failures: BulkFailure[];
}

/**
 * Turns the per-listing answer of a bulk change into what the bulk bar shows: the counts and, per
 * refused listing, its title and the translated reason (the error code's text, else the server's words).
 */
type RefusableResult = {
  listingId: string;
  outcome: string;
  error: { code: string; message: string } | null;
};

/** Shared by both summaries: the headline's second half and one line per refused listing. */
function summarise(
  done: string,
  refused: number,
  results: readonly RefusableResult[],
  titles: ReadonlyMap<string, string>,
  t: TFunction,
  tErrors: TFunction,
): BulkOutcomeSummary {
  const headline = refused > 0 ? `${done}, ${t('overview.bulk.done.unchanged', { count: refused })}` : done;
  const failures = results
    .filter((result) => result.outcome === 'refused')
    .map((result) => ({
      listingId: result.listingId,
      title: titles.get(result.listingId) ?? t('overview.bulk.unknownListing'),
      reason: result.error
        ? tErrors(`errors.${result.error.code}`, { defaultValue: result.error.message })
        : t('overview.bulk.noReason'),
    }));
  return { headline, failures };
}

export function summariseBulkOutcome(
  answer: BulkListingsResponse['data'],
  titles: ReadonlyMap<string, string>,
  t: TFunction,
  tCommon: TFunction,
): BulkOutcomeSummary {
  const done = t(`overview.bulk.done.${answer.action}`, { count: answer.succeeded });
  return summarise(done, answer.failed, answer.results, titles, t, tCommon);
}

/**
 * The same summary for "Publish on eBay": how many were handed to eBay, and why the others were
 * not (the marketplace's refusal codes have their texts in the `marketplaces` namespace).
 */
export function summarisePublishOutcome(
  answer: { queued: number; refused: number; results: PublishListingOutcome[] },
  titles: ReadonlyMap<string, string>,
  t: TFunction,
  tMarketplaces: TFunction,
): BulkOutcomeSummary {
  const done = t('overview.bulk.done.publishEbay', { count: answer.queued });
  return summarise(done, answer.refused, answer.results, titles, t, tMarketplaces);
}
