import { isDeepStrictEqual } from 'node:util';
import { draftAttributeValueSchema } from '@shared/ai/draft-suggestion.schema';
import { categoryPathOf } from '@shared/catalog/taxonomy';
import {
  type ListingDraft,
  type ListingDraftFields,
  listingDraftFieldsSchema,
} from '@shared/listings/listing-editor.schema';
import { listingPublishMessages } from '@shared/listings/listing-rules';
import { toEuros } from '@shared/pricing/cents';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import { notifyWatchersOfListingChange } from '../engagement/watcher-notices.service';
import { findNearestPlace } from '../locations/gazetteer';
import { presentDraft } from './listing-drafts.presenter';
import {
  type ListingContent,
  type ListingDraftRow,
  type ListingPhoto,
  listingContentKeys,
  lockDraftForPublish,
  markDraftPublished,
} from './listing-drafts.repository';
import {
  type EditableListingRow,
  findListingForEdit,
  findOpenEditDraft,
  insertEditDraftRow,
  insertPriceHistory,
  listListingMediaIds,
  listListingPhotos,
  lockListingForEdit,
  replaceListingMedia,
  updateListingContent,
} from './listing-edit.repository';
import { handOverOf } from './listing-hand-over';
import { findListingForModeration } from './listing-moderation.repository';
import { assertNotRemovedByModeration, clearModerationRestriction } from './listing-moderation.service';
import { insertStatusEvents } from './listing-status.repository';
import { assertTransitions, publishSteps, statusEventsOf } from './listing-status.service';

const listingNotFound = () => new AppError('NOT_FOUND', 'Listing not found');
const listingArchived = () =>
  new AppError('CONFLICT', 'An archived listing is restored before it is edited.', { status: 'ARCHIVED' });

/** The draft attributes a listing's attributes can be read as; anything else is dropped. */
function draftAttributesOf(attributes: Record<string, unknown>): ListingDraftFields['attributes'] {
  return Object.fromEntries(
    Object.entries(attributes).filter(([, value]) => draftAttributeValueSchema.safeParse(value).success),
  ) as ListingDraftFields['attributes'];
}

/**
 * The editor's fields for a live listing: what the seller sees when editing starts. The place is
 * the gazetteer's place at the listing's coordinates (publishing stored that place's own).
 */
export function draftFieldsOfListing(row: EditableListingRow, mediaIds: string[]): ListingDraftFields {
  const handOver = handOverOf(row.shippingOptions);
  return listingDraftFieldsSchema.parse({
    language: row.language,
    title: row.title,
    description: row.description,
    categoryId: row.categoryId,
    categoryPath: categoryPathOf(row.categoryId),
    priceValue: toEuros(row.priceCents),
    priceCurrency: row.priceCurrency,
    tags: row.tags,
    attributes: draftAttributesOf(row.attributes),
    condition: row.condition,
    quantity: row.quantity,
    priceKind: row.priceKind,
    minimumOffer: row.minimumOfferCents === null ? null : toEuros(row.minimumOfferCents),
    offersPickup: row.offersPickup,
    offersShipping: row.offersShipping,
    shippingOptions: handOver.shippingOptions,
    offersSameDay: row.offersSameDay,
    sameDayPrice: handOver.sameDayPrice,
    locationSlug: findNearestPlace(row.latitude, row.longitude)?.slug ?? '',
    mediaIds,
  });
}

/**
 * Whether publishing `next` changes what buyers see. The language is left out (it is detected
 * from the text) and so are the labels of the hand-over options (they follow the language).
 */
export function hasListingContentChanged(
  current: { content: ListingContent; photos: { storageKey: string; altText: string }[] },
  next: { content: ListingContent; photos: { storageKey: string; altText: string }[] },
): boolean {
  const comparable = ({ content, photos }: typeof current) => ({
    ...Object.fromEntries(
      listingContentKeys
        // Buyers never see the lowest accepted offer (ADR 053): changing it alone changes nothing for them.
        .filter((key) => key !== 'language' && key !== 'shippingOptions' && key !== 'minimumOfferCents')
        .map((key) => [key, content[key]]),
    ),
    handOver: handOverOf(content.shippingOptions),
    photos: photos.map((photo) => [photo.storageKey, photo.altText]),
  });
  return !isDeepStrictEqual(comparable(current), comparable(next));
}

/**
 * `POST /api/listings/{id}/draft`: the one open edit draft of the seller's listing, prefilled from
 * it. `created` is false when it was open already (a second tab, the seller coming back).
 */
export async function openListingEdit(
  db: Db,
  sellerId: string,
  listingId: string,
  clientSessionId: string,
): Promise<{ draft: ListingDraft; created: boolean }> {
  const listing = await findListingForEdit(db, listingId, sellerId);
  if (!listing) throw listingNotFound();
  const open = await findOpenEditDraft(db, sellerId, listingId);
  if (open) return { draft: presentDraft(open), created: false };
  if (listing.status === 'ARCHIVED') throw listingArchived();

  const fields = draftFieldsOfListing(listing, await listListingMediaIds(db, listingId, sellerId));
  const inserted = await insertEditDraftRow(db, {
    sellerId,
    listingId,
    snapshot: { formatVersion: 1, fields, aiSuggestion: null },
    clientSessionId,
  });
  if (inserted) return { draft: presentDraft(inserted), created: true };
  // Another tab opened it between our read and the insert: that one is the draft.
  const raced = await findOpenEditDraft(db, sellerId, listingId);
  if (!raced) throw new Error('edit draft neither inserted nor found');
  return { draft: presentDraft(raced), created: false };
}

export interface ListingEditResult {
  listing: { id: string; slug: string; status: EditableListingRow['status']; publishedAt: Date | null };
  /** The listing went live for the first time (a seeded DRAFT row), so saved-search alerts are due. */
  isFirstPublish: boolean;
}

const contentUnchanged = () =>
  new AppError('VALIDATION_FAILED', 'The draft cannot be published yet.', {
    issues: [
      { path: 'fields', message: listingPublishMessages.content_unchanged, code: 'content_unchanged' },
    ],
  });

/**
 * Publishing an edit draft whose content passed the rules and blocking checks: the listing is
 * updated in place in one transaction, with its gallery, the status steps back to PUBLISHED
 * (recorded) and the draft marked published. From NEEDS_ACTION only changed content goes live.
 * Null when the draft was saved or published meanwhile (the caller says which).
 */
export function publishListingEdit(
  db: Db,
  sellerId: string,
  draft: ListingDraftRow & { listingId: string },
  baseVersion: number,
  next: { content: ListingContent; photos: ListingPhoto[] },
): Promise<ListingEditResult | null> {
  const listingId = draft.listingId;
  return runInTransaction(db, async (executor) => {
    if (!(await lockDraftForPublish(executor, sellerId, draft.id, baseVersion))) return null;
    const current = await lockListingForEdit(executor, listingId, sellerId);
    if (!current) throw listingNotFound();
    const steps = publishSteps(current.status);
    if (!steps) throw listingArchived();
    // Issue 18 (ADR 065): a removed listing stays down; a restricted one goes live again once fixed.
    const moderation = await findListingForModeration(executor, listingId);
    assertNotRemovedByModeration(moderation?.moderationRestriction);
    if (current.status === 'NEEDS_ACTION') {
      const isChanged = hasListingContentChanged(
        { content: current, photos: await listListingPhotos(executor, listingId) },
        next,
      );
      if (!isChanged) throw contentUnchanged();
    }
    assertTransitions(steps);
    const status = steps.at(-1)?.to ?? current.status;
    const listing = await updateListingContent(executor, listingId, next.content, status);
    if (next.content.priceCents !== current.priceCents) {
      await insertPriceHistory(executor, listingId, next.content.priceCents);
    }
    if (next.content.priceCents < current.priceCents && status === 'PUBLISHED') {
      await notifyWatchersOfListingChange(executor, {
        listingId,
        event: 'price_drop',
        previousPriceCents: current.priceCents,
      });
    }
    await insertStatusEvents(executor, statusEventsOf(listingId, steps, sellerId));
    await replaceListingMedia(executor, listingId, sellerId, next.photos);
    if (moderation?.moderationRestriction === 'restricted' && status === 'PUBLISHED')
      await clearModerationRestriction(executor, listingId);
    await markDraftPublished(executor, sellerId, draft.id, listingId);
    return { listing, isFirstPublish: current.publishedAt === null };
  });
}
