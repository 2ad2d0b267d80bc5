import type {
  DraftConflictDetails,
  DraftSummary,
  ListingDraft,
} from '@shared/listings/listing-editor.schema';
import { mediaUrl } from '../media/media-url';
import type { ListingDraftRow } from './listing-drafts.repository';

export function presentDraft(row: ListingDraftRow): ListingDraft {
  return {
    id: row.id,
    version: row.version,
    snapshot: row.snapshot,
    clientSessionId: row.clientSessionId,
    listingId: row.listingId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** `coverPrefix` is the first of the draft's photos the seller owns; others' ids never show. */
export function presentDraftSummary(
  row: ListingDraftRow,
  cover: { variantPrefix: string } | null,
  mediaCount: number,
): DraftSummary {
  const { fields } = row.snapshot;
  return {
    id: row.id,
    version: row.version,
    title: fields.title,
    categoryId: fields.categoryId,
    priceValue: fields.priceValue,
    thumbnailUrl: cover ? mediaUrl(cover.variantPrefix, 'thumbnail') : null,
    mediaCount,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What a 409 VERSION_CONFLICT carries: the server's copy, so the editor can offer a choice. */
export function presentConflictDetails(row: ListingDraftRow): DraftConflictDetails {
  return {
    serverVersion: row.version,
    snapshot: row.snapshot,
    updatedAt: row.updatedAt.toISOString(),
    clientSessionId: row.clientSessionId,
  };
}
