import { randomUUID } from 'node:crypto';
import type { FieldIssue } from '@shared/api/error.schema';
import type { Language } from '@shared/i18n/languages';
import { attributesForCategory } from '@shared/listings/attribute-rules';
import {
  type ListingCheckIssue,
  type ListingDraftFields,
  listingDraftFieldsSchema,
  type PublishDraftResponse,
} from '@shared/listings/listing-editor.schema';
import {
  listingPublishMessages,
  publishedMinimumOfferOf,
  publishedPriceOf,
  validateListingForPublish,
} from '@shared/listings/listing-rules';
import { toCents } from '@shared/pricing/cents';
import { slugify } from '@shared/text/slugify';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import type { JobQueue } from '../../jobs/job-queue';
import { identifyLanguage } from '../ai/language/language-id';
import { findPlaceBySlug } from '../locations/gazetteer';
import { assertMayPublishListings } from '../traders/traders.service';
import { type ListingChecksContext, runListingChecks } from './checks/listing-checks.service';
import {
  attachListingMedia,
  findDraftRow,
  insertPublishedListing,
  type ListingContent,
  type ListingDraftRow,
  type ListingPhoto,
  listOwnedMedia,
  lockDraftForPublish,
  markDraftPublished,
  type OwnedMediaRow,
} from './listing-drafts.repository';
import { draftAlreadyPublished, draftNotFound, versionConflict } from './listing-drafts.service';
import { publishListingEdit } from './listing-edit.service';
import { toShippingOptions } from './listing-hand-over';
import { insertStatusEvents } from './listing-status.repository';
import { assertTransitions, publishSteps, statusEventsOf } from './listing-status.service';
import { listCityPoints } from './listings.repository';

/** A published listing the checks warned about, for the moderation queue (ADR 064). */
export type FlagListingForReview = (flag: {
  listingId: string;
  sellerId: string;
  title: string;
  findings: { code: string; params: Record<string, unknown> }[];
}) => Promise<void>;

export interface PublishDraftContext extends ListingChecksContext {
  db: Db;
  jobs: JobQueue;
  logger: FastifyBaseLogger;
  /** Absent in callers that publish without a moderation queue (e.g. unit-level tests). */
  flagListingForReview?: FlagListingForReview;
}

/**
 * The warnings that send a live listing to a moderator: a price far below what such items sell
 * for is the classic bait of advance-payment scams. Other warnings (unknown brand, price above the
 * market, under 1 EUR) are the seller's business and stay with the seller.
 */
function reviewFindingsOf(warnings: ListingCheckIssue[]) {
  return warnings
    .filter((warning) => warning.code === 'price_deviation' && warning.params?.direction === 'below')
    .map((warning) => ({ code: warning.code, params: { ...(warning.params ?? {}) } }));
}

/** After the commit, so the queue never holds a listing that did not go live; a failure only logs. */
async function flagForReviewIfWarned(
  context: PublishDraftContext,
  listing: { id: string; title: string },
  sellerId: string,
  warnings: ListingCheckIssue[],
) {
  const findings = reviewFindingsOf(warnings);
  if (findings.length === 0 || !context.flagListingForReview) return;
  try {
    await context.flagListingForReview({ listingId: listing.id, sellerId, title: listing.title, findings });
  } catch (error) {
    context.logger.error({ err: error, listingId: listing.id }, 'listing could not be flagged for review');
  }
}

type PublishedDraft = PublishDraftResponse['data'];

/** The draft's photos in gallery order: the seller's own, not held by moderation. */
export function usablePhotos(mediaIds: string[], owned: OwnedMediaRow[]): ListingPhoto[] {
  const byId = new Map(owned.map((media) => [media.id, media]));
  return mediaIds
    .map((id) => byId.get(id))
    .filter((media): media is OwnedMediaRow => media !== undefined && media.moderation !== 'held')
    .map((media, position) => {
      const detail = media.variantSizes.detail;
      return {
        mediaId: media.id,
        storageKey: media.variantPrefix,
        width: detail?.width ?? media.width,
        height: detail?.height ?? media.height,
        altText: media.altText,
        position,
        isPrimary: position === 0,
      };
    });
}

const toFieldIssue = (issue: { field: string; message: string; code: string }): FieldIssue => ({
  path: `fields.${issue.field}`,
  message: issue.message,
  code: issue.code,
});
const publishIssue = (field: string, code: keyof typeof listingPublishMessages): FieldIssue =>
  toFieldIssue({ field, code, message: listingPublishMessages[code] });

/** Below this the identifier's answer is a guess, and the language the draft was written in stands. */
const languageConfidenceMin = 0.6;

/**
 * The language the seller actually wrote in decides the search stemming (issue 4: "detected or
 * given"): a German seller with the English interface still gets German stemming. Falls back to
 * the draft's language when the text is too short to tell or the identifier fails.
 */
async function listingLanguageOf(fields: ListingDraftFields, logger: FastifyBaseLogger): Promise<Language> {
  try {
    const guess = await identifyLanguage(`${fields.title}. ${fields.description}`);
    const isConfident = guess.confidence >= languageConfidenceMin;
    return isConfident && (guess.language === 'de' || guess.language === 'en')
      ? guess.language
      : fields.language;
  } catch (error) {
    logger.warn({ err: error }, 'language identification failed; the draft language is kept');
    return fields.language;
  }
}

/** Straight-line distance is enough to pick one of ten cities hundreds of kilometres apart. */
export function nearestCityId(
  cities: { id: string; latitude: number; longitude: number }[],
  point: { latitude: number; longitude: number },
): string {
  const squaredDistance = (city: { latitude: number; longitude: number }) => {
    const dLatitude = city.latitude - point.latitude;
    const dLongitude = (city.longitude - point.longitude) * Math.cos((point.latitude * Math.PI) / 180);
    return dLatitude ** 2 + dLongitude ** 2;
  };
  const nearest = [...cities].sort((a, b) => squaredDistance(a) - squaredDistance(b))[0];
  if (!nearest) throw new Error('the cities table is empty');
  return nearest.id;
}

/**
 * After commit, so the job sees the listing; never inside the transaction (ADR 025). A failure is
 * logged and the listing stays published: the minute sweep sends the alerts.
 */
async function enqueueSavedSearchAlerts(
  context: { jobs: JobQueue; logger: FastifyBaseLogger },
  listingId: string,
): Promise<void> {
  try {
    await context.jobs.send('saved-search-alerts', { listingId });
  } catch (error) {
    context.logger.error({ err: error, listingId }, 'alert job could not be enqueued');
  }
}

/**
 * The rules of spec §5 plus what going live needs, the blocking checks, the place and the usable
 * photos, all judged before any write: a failure answers 400 with every issue at once. Gives the
 * listing's content as it will be written, and the warnings that do not block.
 */
async function preparePublication(
  context: PublishDraftContext,
  sellerId: string,
  fields: ListingDraftFields,
): Promise<{ content: ListingContent; photos: ListingPhoto[]; warnings: ListingCheckIssue[] }> {
  const { db } = context;
  const issues: FieldIssue[] = validateListingForPublish(fields).map(toFieldIssue);
  const checks = await runListingChecks(fields, context);
  issues.push(...checks.filter((check) => check.severity === 'error').map(toFieldIssue));
  const warnings = checks.filter((check) => check.severity === 'warning');

  const locationSlug = fields.locationSlug.trim();
  const place = locationSlug ? findPlaceBySlug(locationSlug) : undefined;
  if (locationSlug && !place) issues.push(publishIssue('locationSlug', 'unknown_location'));
  const photos = usablePhotos(fields.mediaIds, await listOwnedMedia(db, sellerId, fields.mediaIds));
  if (fields.mediaIds.length > 0 && photos.length === 0)
    issues.push(publishIssue('mediaIds', 'media_unavailable'));
  const price = publishedPriceOf(fields);
  if (issues.length > 0 || !place || !fields.condition || price === null) {
    throw new AppError('VALIDATION_FAILED', 'The draft cannot be published yet.', { issues });
  }

  const minimumOffer = publishedMinimumOfferOf(fields);
  const content: ListingContent = {
    language: await listingLanguageOf(fields, context.logger),
    title: fields.title.trim(),
    description: fields.description.trim(),
    categoryId: fields.categoryId,
    condition: fields.condition,
    priceCents: toCents(price),
    priceCurrency: fields.priceCurrency,
    priceKind: fields.priceKind,
    minimumOfferCents: minimumOffer === null ? null : toCents(minimumOffer),
    quantity: fields.quantity,
    // Values an earlier category asked for are not this listing's (ADR 048).
    attributes: attributesForCategory(fields.categoryId, fields.attributes),
    tags: fields.tags.map((tag) => tag.trim()),
    offersPickup: fields.offersPickup,
    offersShipping: fields.offersShipping,
    offersSameDay: fields.offersSameDay,
    shippingOptions: toShippingOptions(fields),
    cityId: nearestCityId(await listCityPoints(db), place),
    latitude: place.latitude,
    longitude: place.longitude,
  };
  return { content, photos, warnings };
}

/** A new listing: born PUBLISHED, with the way through READY in its history. Null when the draft moved on. */
function insertListingFromDraft(
  db: Db,
  sellerId: string,
  draft: ListingDraftRow,
  baseVersion: number,
  next: { content: ListingContent; photos: ListingPhoto[] },
) {
  const steps = publishSteps('DRAFT') ?? [];
  assertTransitions(steps);
  return runInTransaction(db, async (executor) => {
    if (!(await lockDraftForPublish(executor, sellerId, draft.id, baseVersion))) return null;
    const inserted = await insertPublishedListing(executor, {
      ...next.content,
      slug: `${slugify(next.content.title, 72) || 'listing'}-${randomUUID().slice(0, 8)}`,
      sellerId,
      status: 'PUBLISHED',
    });
    await insertStatusEvents(executor, statusEventsOf(inserted.id, steps, sellerId));
    await attachListingMedia(executor, inserted.id, sellerId, next.photos);
    await markDraftPublished(executor, sellerId, draft.id, inserted.id);
    return { listing: inserted, isFirstPublish: true };
  });
}

/**
 * `POST /api/listing-drafts/{id}/publish`, the one way a listing goes live (ADR 038): the stored
 * snapshot at `baseVersion` passes the rules and blocking checks, then becomes a new PUBLISHED
 * listing, or, for an edit draft, updates its listing in place. The alert job follows after commit
 * when the listing went live for the first time.
 */
export async function publishDraft(
  context: PublishDraftContext,
  sellerId: string,
  id: string,
  baseVersion: number,
): Promise<PublishedDraft> {
  const { db } = context;
  const draft = await findDraftRow(db, sellerId, id);
  if (!draft) throw draftNotFound();
  if (draft.publishedListingId) throw draftAlreadyPublished(draft);
  if (draft.version !== baseVersion) throw versionConflict(draft);
  // ADR 066: a commercial seller's listing goes live only with the trader information buyers are owed.
  await assertMayPublishListings(db, sellerId);

  // Parsing again fills defaults a snapshot stored by an older editor may lack.
  const fields = listingDraftFieldsSchema.parse(draft.snapshot.fields);
  const { warnings, ...next } = await preparePublication(context, sellerId, fields);
  const { listingId } = draft;
  const result = listingId
    ? await publishListingEdit(db, sellerId, { ...draft, listingId }, baseVersion, next)
    : await insertListingFromDraft(db, sellerId, draft, baseVersion, next);
  if (!result) {
    // Saved or published by another tab between our read and the lock: say which.
    const current = await findDraftRow(db, sellerId, id);
    if (!current) throw draftNotFound();
    if (current.publishedListingId) throw draftAlreadyPublished(current);
    throw versionConflict(current);
  }
  if (result.isFirstPublish) await enqueueSavedSearchAlerts(context, result.listing.id);
  const { listing } = result;
  await flagForReviewIfWarned(context, { id: listing.id, title: next.content.title }, sellerId, warnings);
  return {
    listing: {
      id: listing.id,
      slug: listing.slug,
      status: listing.status,
      publishedAt: listing.publishedAt?.toISOString() ?? null,
    },
    warnings,
  };
}
