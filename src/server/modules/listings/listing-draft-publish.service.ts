import { randomUUID } from 'node:crypto';
import type { FieldIssue } from '@shared/api/error.schema';
import type { ShippingOption } from '@shared/listings/listing.schema';
import { listingDraftMessages } from '@shared/listings/listing-draft.schema';
import {
  type DraftShippingOption,
  type ListingCheckIssue,
  type ListingDraftFields,
  listingDraftFieldsSchema,
  type PublishDraftResponse,
} from '@shared/listings/listing-editor.schema';
import { validateListingForPublish } from '@shared/listings/listing-rules';
import { slugify } from '@shared/text/slugify';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import type { JobQueue } from '../../jobs/job-queue';
import { identifyLanguage } from '../ai/language/language-id';
import { findPlaceBySlug } from '../locations/gazetteer';
import { type ListingChecksContext, runListingChecks } from './checks/listing-checks.service';
import {
  attachListingMedia,
  findDraftRow,
  insertPublishedListing,
  listOwnedMedia,
  lockDraftForPublish,
  markDraftPublished,
  type OwnedMediaRow,
} from './listing-drafts.repository';
import { draftAlreadyPublished, draftNotFound, versionConflict } from './listing-drafts.service';
import { listCityPoints } from './listing-publishing.repository';
import { enqueueSavedSearchAlerts, nearestCityId, publishSteps } from './listing-publishing.service';
import { insertStatusEvents } from './listing-status.repository';
import { assertTransitions, statusEventsOf } from './listing-status.service';

export interface PublishDraftContext extends ListingChecksContext {
  db: Db;
  jobs: JobQueue;
  logger: FastifyBaseLogger;
}

type PublishedDraft = PublishDraftResponse['data'];

const carrierNames: Record<DraftShippingOption['carrier'], string> = {
  dhl: 'DHL',
  hermes: 'Hermes',
  dpd: 'DPD',
  gls: 'GLS',
  'deutsche-post': 'Deutsche Post',
};

/** Spec §3 shippingOptions in the listing's language, in the order pickup, shipping, same day. */
export function toShippingOptions(fields: ListingDraftFields): ShippingOption[] {
  const isGerman = fields.language === 'de';
  const options: ShippingOption[] = [];
  if (fields.offersPickup) {
    options.push({
      id: 'pickup',
      label: isGerman ? 'Abholung' : 'Pickup',
      price: 0,
      currency: 'EUR',
      estimated: isGerman ? 'nach Absprache' : 'by arrangement',
      type: 'pickup',
    });
  }
  if (fields.offersShipping) {
    for (const option of fields.shippingOptions) {
      const days = option.estimatedDays.trim() || '2-3';
      options.push({
        id: `shipping-${option.carrier}`,
        label: carrierNames[option.carrier],
        price: option.price,
        currency: 'EUR',
        estimated: isGerman ? `${days} Werktage` : `${days} days`,
        type: 'shipping',
        carrier: carrierNames[option.carrier],
      });
    }
  }
  if (fields.offersSameDay) {
    options.push({
      id: 'sameday',
      label: isGerman ? 'Lieferung am selben Tag' : 'Same-day delivery',
      price: fields.sameDayPrice ?? 0,
      currency: 'EUR',
      estimated: isGerman ? 'heute' : 'today',
      type: 'sameday',
    });
  }
  return options;
}

/** The draft's photos in gallery order: the seller's own, not held by moderation. */
export function usablePhotos(mediaIds: string[], owned: OwnedMediaRow[]) {
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

/** Below this the identifier's answer is a guess, and the language the draft was written in stands. */
const languageConfidenceMin = 0.6;

/**
 * The language the seller actually wrote in decides the search stemming (issue 4: "detected or
 * given"): a German seller with the English interface still gets German stemming. Falls back to
 * the draft's language when the text is too short to tell or the identifier fails.
 */
async function listingLanguageOf(
  fields: ListingDraftFields,
  logger: FastifyBaseLogger,
): Promise<'de' | 'en'> {
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

/**
 * `POST /api/listing-drafts/{id}/publish`: the stored snapshot at `baseVersion` becomes a
 * PUBLISHED listing (through READY, per the transition table) with its photos, in one transaction;
 * the alert job follows after commit, exactly as for `POST /api/listings/{id}/publish`.
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

  // Parsing again fills defaults a snapshot stored by an older editor may lack.
  const fields = listingDraftFieldsSchema.parse(draft.snapshot.fields);
  const issues: FieldIssue[] = validateListingForPublish(fields).map(toFieldIssue);
  const checks = await runListingChecks(fields, context);
  issues.push(...checks.filter((check) => check.severity === 'error').map(toFieldIssue));
  const warnings: ListingCheckIssue[] = checks.filter((check) => check.severity === 'warning');

  const place = fields.locationSlug.trim() ? findPlaceBySlug(fields.locationSlug.trim()) : undefined;
  if (fields.locationSlug.trim() && !place) {
    issues.push(
      toFieldIssue({
        field: 'locationSlug',
        message: listingDraftMessages.location,
        code: 'unknown_location',
      }),
    );
  }
  const photos = usablePhotos(fields.mediaIds, await listOwnedMedia(db, sellerId, fields.mediaIds));
  if (fields.mediaIds.length > 0 && photos.length === 0) {
    issues.push(
      toFieldIssue({
        field: 'mediaIds',
        message: 'None of the photos can be used: they are missing or held for review.',
        code: 'media_unavailable',
      }),
    );
  }
  if (issues.length > 0 || !place || !fields.condition || fields.priceValue === null) {
    throw new AppError('VALIDATION_FAILED', 'The draft cannot be published yet.', { issues });
  }

  const language = await listingLanguageOf(fields, context.logger);
  const steps = publishSteps('DRAFT') ?? [];
  assertTransitions(steps);
  const cityId = nearestCityId(await listCityPoints(db), place);
  const condition = fields.condition;
  const priceValue = fields.priceValue;
  const listing = await runInTransaction(db, async (executor) => {
    if (!(await lockDraftForPublish(executor, sellerId, id, baseVersion))) return null;
    const inserted = await insertPublishedListing(executor, {
      slug: `${slugify(fields.title, 72) || 'listing'}-${randomUUID().slice(0, 8)}`,
      sellerId,
      status: 'PUBLISHED',
      language,
      title: fields.title.trim(),
      description: fields.description.trim(),
      categoryId: fields.categoryId,
      condition,
      priceCents: Math.round(priceValue * 100),
      priceCurrency: fields.priceCurrency,
      isNegotiable: fields.isNegotiable,
      quantity: fields.quantity,
      attributes: fields.attributes,
      tags: fields.tags.map((tag) => tag.trim()),
      offersPickup: fields.offersPickup,
      offersShipping: fields.offersShipping,
      offersSameDay: fields.offersSameDay,
      shippingOptions: toShippingOptions(fields),
      cityId,
      latitude: place.latitude,
      longitude: place.longitude,
    });
    // The row is born PUBLISHED; the history still shows the way through READY.
    await insertStatusEvents(executor, statusEventsOf(inserted.id, steps, sellerId));
    await attachListingMedia(executor, inserted.id, sellerId, photos);
    await markDraftPublished(executor, sellerId, id, inserted.id);
    return inserted;
  });
  if (!listing) {
    // Saved or published by another tab between our read and the lock: say which.
    const current = await findDraftRow(db, sellerId, id);
    if (!current) throw draftNotFound();
    if (current.publishedListingId) throw draftAlreadyPublished(current);
    throw versionConflict(current);
  }
  await enqueueSavedSearchAlerts(context, listing.id);
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
