import { randomUUID } from 'node:crypto';
import {
  type createListingDraftRequestSchema,
  type ListingDraftResponse,
  listingDraftMessages,
} from '@shared/listings/listing-draft.schema';
import type { ListingStatus } from '@shared/listings/listing-status';
import { slugify } from '@shared/text/slugify';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import type { JobQueue } from '../../jobs/job-queue';
import { findPlaceBySlug } from '../locations/gazetteer';
import {
  categoryExists,
  findListingForSeller,
  insertListingDraft,
  listCityPoints,
  type PublishingRow,
} from './listing-publishing.repository';
import { applyTransitions, assertTransitions, type TransitionStep } from './listing-status.service';

type CreateListingDraftInput = z.output<typeof createListingDraftRequestSchema>;
type PublishedListing = ListingDraftResponse['data']['listing'];

const fieldError = (field: string, message: string, code: string) =>
  new AppError('VALIDATION_FAILED', message, { issues: [{ path: `body.${field}`, message, code }] });

/** A new DRAFT owned by the seller; the place's coordinates, filed under the nearest of the ten cities. */
export async function createListingDraft(
  db: Db,
  sellerId: string,
  input: CreateListingDraftInput,
): Promise<PublishedListing> {
  if (!(await categoryExists(db, input.categoryId))) {
    throw fieldError('categoryId', listingDraftMessages.category, 'unknown_category');
  }
  const place = findPlaceBySlug(input.locationSlug);
  if (!place) throw fieldError('locationSlug', listingDraftMessages.location, 'unknown_location');
  const cityId = nearestCityId(await listCityPoints(db), place);
  const row = await insertListingDraft(db, {
    slug: `${slugify(input.title, 72) || 'listing'}-${randomUUID().slice(0, 8)}`,
    sellerId,
    language: input.language,
    title: input.title,
    description: input.description,
    categoryId: input.categoryId,
    condition: input.condition,
    priceCents: Math.round(input.priceValue * 100),
    priceCurrency: input.priceCurrency,
    isNegotiable: input.isNegotiable,
    quantity: input.quantity,
    tags: input.tags,
    offersPickup: input.offersPickup,
    offersShipping: input.offersShipping,
    offersSameDay: input.offersSameDay,
    cityId,
    latitude: place.latitude,
    longitude: place.longitude,
  });
  return presentPublishing(row);
}

/**
 * DRAFT or READY becomes PUBLISHED through the transition table: a draft passes READY (the
 * system's step) on the way, and every step is recorded. Then (outside the transaction) the alert
 * job is enqueued; if that fails the listing stays published and the minute sweep sends the alerts.
 */
export async function publishListing(
  context: { db: Db; jobs: JobQueue; logger: FastifyBaseLogger },
  sellerId: string,
  id: string,
): Promise<PublishedListing> {
  const current = await findListingForSeller(context.db, id, sellerId);
  if (!current) throw new AppError('NOT_FOUND', 'Listing not found');
  const conflict = () =>
    new AppError('CONFLICT', `Only a draft can be published; this listing is ${current.status}.`, {
      status: current.status,
      from: current.status,
      to: 'PUBLISHED',
    });
  const steps = publishSteps(current.status);
  if (!steps) throw conflict();
  assertTransitions(steps);
  const published = await runInTransaction(context.db, (executor) =>
    applyTransitions(executor, id, steps, sellerId),
  );
  if (!published) throw conflict();
  await enqueueSavedSearchAlerts(context, published.id);
  return presentPublishing(published);
}

/** The way from a seller's listing to PUBLISHED; null when it is not a draft. */
export function publishSteps(status: ListingStatus): TransitionStep[] | null {
  const goLive: TransitionStep = { from: 'READY', to: 'PUBLISHED', actor: 'seller' };
  if (status === 'READY') return [goLive];
  if (status === 'DRAFT') return [{ from: 'DRAFT', to: 'READY', actor: 'system' }, goLive];
  return null;
}

/** After commit: the job sees the listing. A failure is logged; the minute sweep catches up. */
export async function enqueueSavedSearchAlerts(
  context: { jobs: JobQueue; logger: FastifyBaseLogger },
  listingId: string,
): Promise<void> {
  try {
    await context.jobs.send('saved-search-alerts', { listingId });
  } catch (error) {
    context.logger.error({ err: error, listingId }, 'alert job could not be enqueued');
  }
}

function presentPublishing(
  row: Pick<PublishingRow, 'id' | 'slug' | 'status' | 'publishedAt'>,
): PublishedListing {
  return {
    id: row.id,
    slug: row.slug,
    status: row.status,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
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
