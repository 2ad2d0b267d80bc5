import type { DraftSaveTarget } from '@shared/ai/ai-drafts.schema';
import type { DraftSnapshot, ListingDraft } from '@shared/listings/listing-editor.schema';
import type { MediaAsset } from '@shared/media/media-asset.schema';
import { getDraftMedia } from '../editor/api/get-draft-media';
import { getListingDraft } from '../editor/api/get-listing-draft';
import {
  type DraftStorage,
  findLocalDraftByDraftId,
  type LocalDraftRecord,
  readLocalDraft,
  tabClientSessionId,
  writeLocalDraft,
} from '../editor/draft-sync';

/** A new local copy for a listing the editor starts now (from the AI or blank). */
export function newLocalDraft(ownerId: string, snapshot: DraftSnapshot): LocalDraftRecord {
  return {
    version: 1,
    ownerId,
    localId: crypto.randomUUID(),
    draftId: null,
    serverVersion: null,
    snapshot,
    savedSnapshot: null,
    hasUnsavedChanges: true,
    lastLocalSaveAt: new Date().toISOString(),
    lastServerSaveAt: null,
  };
}

/** This device's copy of a draft just saved on the server: nothing left to send. */
export function savedLocalDraft(ownerId: string, draft: ListingDraft): LocalDraftRecord {
  return {
    version: 1,
    ownerId,
    localId: crypto.randomUUID(),
    draftId: draft.id,
    serverVersion: draft.version,
    snapshot: draft.snapshot,
    savedSnapshot: draft.snapshot,
    hasUnsavedChanges: false,
    lastLocalSaveAt: draft.updatedAt,
    lastServerSaveAt: draft.updatedAt,
  };
}

/**
 * Where `POST /api/ai/drafts` saves its suggestion (ADR 040): a new server draft when no editor is
 * open; the open editor's server draft at the version this device saved last; nothing while the
 * editor has never reached the server (it saves its own copy, the suggestion merged in).
 */
export function aiSaveTarget(
  storage: DraftStorage,
  ownerId: string,
  editorLocalId: string | null,
  locationSlug: string,
): DraftSaveTarget | undefined {
  const clientSessionId = tabClientSessionId(sessionStorage);
  if (!editorLocalId) return { clientSessionId, ...(locationSlug ? { locationSlug } : {}) };
  const record = readLocalDraft(storage, ownerId, editorLocalId);
  if (!record?.draftId || record.serverVersion === null) return undefined;
  return { clientSessionId, id: record.draftId, baseVersion: record.serverVersion };
}

/**
 * Opens a saved draft (`/sell?draft=<id>`): this device's copy when it has one (it may hold
 * changes the server has not seen yet, e.g. from before a session expired), else the server's.
 * The photos come with it, in the draft's order.
 */
export async function openDraft(
  storage: DraftStorage,
  ownerId: string,
  draftId: string,
): Promise<{ record: LocalDraftRecord; assets: MediaAsset[] }> {
  let record = findLocalDraftByDraftId(storage, ownerId, draftId);
  if (!record) {
    record = savedLocalDraft(ownerId, await getListingDraft(draftId));
    writeLocalDraft(storage, record);
  }
  const assets = await getDraftMedia(record.snapshot.fields.mediaIds).catch(() => []);
  return { record, assets };
}

/**
 * The photos "start again" may delete with the draft. A draft that edits a live listing holds that
 * listing's gallery, so its photos stay; when the draft cannot be read, none are deleted (an unused
 * upload is cheaper than a broken listing).
 */
export async function discardablePhotoIds(
  draftId: string | null,
  mediaIds: readonly string[],
): Promise<string[]> {
  if (!draftId) return [...mediaIds];
  try {
    const draft = await getListingDraft(draftId);
    return draft.listingId === null ? [...mediaIds] : [];
  } catch {
    return [];
  }
}
