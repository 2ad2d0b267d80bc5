import type { DraftSnapshot } from '@shared/listings/listing-editor.schema';
import type { ListingStatus } from '@shared/listings/listing-status';
import { and, asc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import { listingDrafts } from '../../db/schema/listing-drafts.schema';
import { listingMedia, listingPriceHistory, listings } from '../../db/schema/listings.schema';
import { mediaAssets } from '../../db/schema/media.schema';
import type { DbExecutor } from '../../db/transaction';
import {
  attachListingMedia,
  type ListingContent,
  type ListingDraftRow,
  type ListingPhoto,
} from './listing-drafts.repository';

const editColumns = {
  id: listings.id,
  slug: listings.slug,
  sellerId: listings.sellerId,
  status: listings.status,
  publishedAt: listings.publishedAt,
  language: listings.language,
  title: listings.title,
  description: listings.description,
  categoryId: listings.categoryId,
  condition: listings.condition,
  priceCents: listings.priceCents,
  priceCurrency: listings.priceCurrency,
  priceKind: listings.priceKind,
  minimumOfferCents: listings.minimumOfferCents,
  quantity: listings.quantity,
  attributes: listings.attributes,
  tags: listings.tags,
  offersPickup: listings.offersPickup,
  offersShipping: listings.offersShipping,
  offersSameDay: listings.offersSameDay,
  shippingOptions: listings.shippingOptions,
  cityId: listings.cityId,
  latitude: listings.latitude,
  longitude: listings.longitude,
};
export type EditableListingRow = NonNullable<Awaited<ReturnType<typeof findListingForEdit>>>;

const ownListing = (id: string, sellerId: string) =>
  and(eq(listings.id, id), eq(listings.sellerId, sellerId));

/** The seller's own listing with its content; someone else's reads as missing. */
export async function findListingForEdit(executor: DbExecutor, id: string, sellerId: string) {
  const [row] = await executor.select(editColumns).from(listings).where(ownListing(id, sellerId));
  return row ?? null;
}

/** The same row, locked until the transaction ends, so a status change waits for the edit. */
export async function lockListingForEdit(executor: DbExecutor, id: string, sellerId: string) {
  const [row] = await executor
    .select(editColumns)
    .from(listings)
    .where(ownListing(id, sellerId))
    .for('update');
  return row ?? null;
}

/** The gallery as the listing shows it: storage key and alt text in order. */
export function listListingPhotos(executor: DbExecutor, listingId: string) {
  return executor
    .select({ storageKey: listingMedia.storageKey, altText: listingMedia.altText })
    .from(listingMedia)
    .where(eq(listingMedia.listingId, listingId))
    .orderBy(asc(listingMedia.position));
}

/**
 * The seller's media assets behind the listing's gallery, in gallery order. Photos that are no
 * asset of the seller (the demo seed's) have none and are left out.
 */
export async function listListingMediaIds(executor: DbExecutor, listingId: string, sellerId: string) {
  const rows = await executor
    .select({ id: mediaAssets.id })
    .from(listingMedia)
    .innerJoin(
      mediaAssets,
      // By the files the gallery shows, not by `media_assets.listing_id`: an asset holds one
      // listing id, and a photo reused in a later listing (same upload) moved it there.
      and(eq(mediaAssets.variantPrefix, listingMedia.storageKey), eq(mediaAssets.ownerId, sellerId)),
    )
    .where(eq(listingMedia.listingId, listingId))
    .orderBy(asc(listingMedia.position));
  return rows.map((row) => row.id);
}

export function findOpenEditDraft(executor: DbExecutor, sellerId: string, listingId: string) {
  return executor
    .select()
    .from(listingDrafts)
    .where(
      and(
        eq(listingDrafts.sellerId, sellerId),
        eq(listingDrafts.listingId, listingId),
        isNull(listingDrafts.publishedListingId),
      ),
    )
    .then(([row]) => row ?? null);
}

/**
 * Opens the listing's edit draft unless one is open (the partial unique index decides, so two
 * tabs opening at once get one draft). Null when another was open or opened meanwhile.
 */
export async function insertEditDraftRow(
  executor: DbExecutor,
  values: { sellerId: string; listingId: string; snapshot: DraftSnapshot; clientSessionId: string },
): Promise<ListingDraftRow | null> {
  const [row] = await executor
    .insert(listingDrafts)
    .values({ ...values, version: 1 })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Writes the edited content and the status the edit leads to; keeps slug and first publish date. */
export async function updateListingContent(
  executor: DbExecutor,
  id: string,
  content: ListingContent,
  status: ListingStatus,
) {
  const [row] = await executor
    .update(listings)
    .set({
      ...content,
      status,
      updatedAt: sql`now()`,
      ...(status === 'PUBLISHED' ? { publishedAt: sql`coalesce(${listings.publishedAt}, now())` } : {}),
    })
    .where(eq(listings.id, id))
    .returning({
      id: listings.id,
      slug: listings.slug,
      status: listings.status,
      publishedAt: listings.publishedAt,
    });
  if (!row) throw new Error('listing was not updated');
  return row;
}

/**
 * The gallery becomes the draft's: the old rows go, assets the draft dropped are no longer the
 * listing's (they stay the seller's uploads), and the draft's photos are attached in order.
 */
export async function replaceListingMedia(
  executor: DbExecutor,
  listingId: string,
  sellerId: string,
  photos: ListingPhoto[],
): Promise<void> {
  await executor.delete(listingMedia).where(eq(listingMedia.listingId, listingId));
  const keptIds = photos.map((photo) => photo.mediaId);
  await executor
    .update(mediaAssets)
    .set({ listingId: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(mediaAssets.listingId, listingId),
        ...(keptIds.length > 0 ? [notInArray(mediaAssets.id, keptIds)] : []),
      ),
    );
  await attachListingMedia(executor, listingId, sellerId, photos);
}

export async function insertPriceHistory(executor: DbExecutor, listingId: string, priceCents: number) {
  await executor.insert(listingPriceHistory).values({ listingId, priceCents });
}
