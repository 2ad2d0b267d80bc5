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
export function summariseBulkOutcome(
  answer: BulkListingsResponse['data'],
  titles: ReadonlyMap<string, string>,
  t: TFunction,
  tCommon: TFunction,
): BulkOutcomeSummary {
  const changed = t(`overview.bulk.done.${answer.action}`, { count: answer.succeeded });
  const headline =
    answer.failed > 0
      ? `${changed}, ${t('overview.bulk.done.unchanged', { count: answer.failed })}`
      : changed;
  const failures = answer.results
    .filter((result) => result.outcome === 'refused')
    .map((result) => ({
      listingId: result.listingId,
      title: titles.get(result.listingId) ?? t('overview.bulk.unknownListing'),
      reason: result.error
        ? tCommon(`errors.${result.error.code}`, { defaultValue: result.error.message })
        : t('overview.bulk.noReason'),
    }));
  return { headline, failures };
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
  const queued = t('overview.bulk.done.publishEbay', { count: answer.queued });
  const headline =
    answer.refused > 0
      ? `${queued}, ${t('overview.bulk.done.unchanged', { count: answer.refused })}`
      : queued;
  const failures = answer.results
    .filter((result) => result.outcome === 'refused')
    .map((result) => ({
      listingId: result.listingId,
      title: titles.get(result.listingId) ?? t('overview.bulk.unknownListing'),
      reason: result.error
        ? tMarketplaces(`errors.${result.error.code}`, { defaultValue: result.error.message })
        : t('overview.bulk.noReason'),
    }));
  return { headline, failures };
}
