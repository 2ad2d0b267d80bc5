import { draftResponseSchema } from '@shared/ai/ai-drafts.schema';
import { type MediaAsset, mediaAssetSchema, mediaPerListingMax } from '@shared/media/media-asset.schema';
import {
  type SpeechAnalysis,
  type SpeechLanguage,
  speechAnalysisSchema,
  speechLanguages,
  speechTranscriptMax,
} from '@shared/speech/speech.schema';
import { z } from 'zod';
import { storageKeys } from '../../../lib/storage-keys';
import type { DraftResult } from '../api/create-draft';

/** What the store needs from localStorage; tests pass a Map-backed stand-in. */
export type TextStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const draftResultSchema = draftResponseSchema.shape.data;

/** The photos and text a draft was made from, to tell when the seller changed them since. */
export interface DraftBasis {
  mediaIds: string[];
  transcript: string;
}

/**
 * One listing in the making, kept under `storageKeys.createSession` so a reload loses nothing.
 * It belongs to the user who made it: another account on the same browser starts empty.
 */
export interface CreateSession {
  ownerId: string;
  assets: MediaAsset[];
  transcript: string;
  transcriptLanguage: SpeechLanguage;
  analysis: SpeechAnalysis | null;
  analysedTranscript: string | null;
  draft: DraftResult | null;
  draftBasis: DraftBasis | null;
  /**
   * The listing editor's local copy of this listing (`storageKeys.listingDraft`.<owner>.<localId>),
   * once the AI drafted it or the seller chose to fill it in.
   */
  editorLocalId: string | null;
}

export function emptyCreateSession(ownerId: string, transcriptLanguage: SpeechLanguage): CreateSession {
  return {
    ownerId,
    assets: [],
    transcript: '',
    transcriptLanguage,
    analysis: null,
    analysedTranscript: null,
    draft: null,
    draftBasis: null,
    editorLocalId: null,
  };
}

const storedSchema = z.object({ version: z.literal(1), ownerId: z.string().min(1) }).loose();
const draftBasisSchema = z.object({ mediaIds: z.array(z.string()), transcript: z.string() });

/** One part of the stored session, or the fallback when that part is missing or does not fit. */
function part<T>(schema: z.ZodType<T>, value: unknown, fallback: T): T {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
}

/**
 * The stored session for this user, or null. Each part is checked on its own, so a draft from an
 * older build does not throw away the photos; photos that do not fit the schema are dropped.
 */
export function parseCreateSession(
  raw: string | null,
  ownerId: string,
  defaultLanguage: SpeechLanguage,
): CreateSession | null {
  let stored: unknown = null;
  try {
    stored = raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
  const envelope = storedSchema.safeParse(stored);
  if (!envelope.success || envelope.data.ownerId !== ownerId) return null;
  const data = envelope.data as Record<string, unknown>;
  const assets = Array.isArray(data.assets)
    ? data.assets.flatMap((entry): MediaAsset[] => {
        const asset = mediaAssetSchema.safeParse(entry);
        return asset.success ? [asset.data] : [];
      })
    : [];
  const draft = part(draftResultSchema.nullable(), data.draft, null);
  return {
    ownerId,
    assets: assets.slice(0, mediaPerListingMax),
    transcript: part(z.string().max(speechTranscriptMax), data.transcript, ''),
    transcriptLanguage: part(z.enum(speechLanguages), data.transcriptLanguage, defaultLanguage),
    analysis: part(speechAnalysisSchema.nullable(), data.analysis, null),
    analysedTranscript: part(z.string().nullable(), data.analysedTranscript, null),
    draft,
    draftBasis: draft ? part(draftBasisSchema.nullable(), data.draftBasis, null) : null,
    editorLocalId: part(z.string().min(1).max(80).nullable(), data.editorLocalId, null),
  };
}

export function readCreateSession(
  storage: TextStorage,
  ownerId: string,
  defaultLanguage: SpeechLanguage,
): CreateSession | null {
  try {
    return parseCreateSession(storage.getItem(storageKeys.createSession), ownerId, defaultLanguage);
  } catch {
    return null;
  }
}

/** Nothing worth keeping: no photo, no text, no draft, no listing being edited. */
export function isCreateSessionEmpty(session: CreateSession): boolean {
  return (
    session.assets.length === 0 &&
    session.transcript.trim() === '' &&
    session.draft === null &&
    session.editorLocalId === null
  );
}

export function writeCreateSession(storage: TextStorage, session: CreateSession): void {
  try {
    if (isCreateSessionEmpty(session)) storage.removeItem(storageKeys.createSession);
    else storage.setItem(storageKeys.createSession, JSON.stringify({ version: 1, ...session }));
  } catch {
    // Private mode or a full quota: the page still works, it just will not survive a reload.
  }
}

export function clearCreateSession(storage: TextStorage): void {
  try {
    storage.removeItem(storageKeys.createSession);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/** Whether the photos (in order) or the text differ from what the draft was made from. */
export function hasInputChangedSinceDraft(session: CreateSession): boolean {
  if (!session.draft || !session.draftBasis) return false;
  const mediaIds = session.assets.map((asset) => asset.id);
  return (
    session.draftBasis.transcript.trim() !== session.transcript.trim() ||
    session.draftBasis.mediaIds.join(',') !== mediaIds.join(',')
  );
}
