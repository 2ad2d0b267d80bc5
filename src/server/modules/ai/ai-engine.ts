import type { DraftProvider, ListingDraftSuggestion } from '@shared/ai/draft-suggestion.schema';
import type { Language } from '@shared/i18n/languages';
import type { SaidDealFields } from '@shared/listings/ai-suggestion-merge';
import type { AiSuggestion, ListingDraft } from '@shared/listings/listing-editor.schema';
import type { SpeechLanguage } from '@shared/speech/speech.schema';

/**
 * What the local vision models read from one photo. Computed once per asset (after upload, in the
 * vision worker) and kept in `media_assets.analysis`, so drafting does not read the photo again.
 */
export interface ImageAnalysis {
  /** OCR text in reading order (German and English models), trimmed; '' when none. */
  text: string;
  /** OCR lines with their mean word confidence 0..1, for extractors that weigh evidence. */
  lines: { text: string; confidence: number }[];
  /** COCO objects, best first, score 0..1. */
  objects: { label: string; score: number }[];
  /** Dominant colour: nearest value of the shared colour list (catalog/colours.data.ts) and its hex. */
  colour: {
    value: string | null;
    hex: string;
    /** Share (0..1) of the weighed photo in that colour's hue family; absent in older analyses. */
    share?: number;
  };
  /** Nudity check (nsfwjs): the highest of porn/hentai/sexy, and whether it crosses the threshold. */
  nsfw: { score: number; flagged: boolean };
  /** Version of the analysis pipeline; a stored analysis of an older version is recomputed. */
  version: number;
}

export type LocalModelsState = 'cold' | 'warming' | 'ready' | 'failed';

/** One photo as drafting receives it: its stored analysis and the card-size WebP bytes. */
export interface DraftImage {
  id: string;
  analysis: ImageAnalysis;
  /** A WebP of the (cropped) photo, about 1024 px wide; the openai-compatible provider sends it. */
  image: Buffer;
}

export interface DraftInput {
  images: DraftImage[];
  transcript: string;
  transcriptLanguage?: SpeechLanguage;
  language: Language;
}

export interface DraftResult {
  draft: ListingDraftSuggestion;
  provider: DraftProvider;
  /** Codes of notices for the seller, e.g. 'ai_answer_repaired', 'no_photo_text'. Translated by the route. */
  notices: string[];
  /**
   * Whether the seller named a price, as the provider read the transcript: such a price stands,
   * others give way to the market's (ADR 037). Read once, by the provider (ADR 040).
   */
  isPriceSaid: boolean;
}

/** Whose photo an analysis reads and who waits for it: the engine takes turns between accounts (ADR 036). */
export interface AnalysisRequest {
  /** The photo's owner; without one, the work shares a single turn with all other unnamed work. */
  account?: string;
  /** Names the analysis (the media asset id), so `prioritise` can find it while it waits. */
  key?: string;
  /** Someone waits for the answer (a draft): ahead of all background work. */
  isUrgent?: boolean;
}

/** The local vision models (OCR, objects, colour, nudity), running in a worker thread. */
export interface VisionEngine {
  state(): LocalModelsState;
  /** Loads every model once; resolves when ready. Safe to call many times. */
  warm(): Promise<void>;
  analyseImage(image: Buffer, request?: AnalysisRequest): Promise<ImageAnalysis>;
  /** A draft now waits for the analysis with this key: it moves ahead of background work. */
  prioritise(key: string): void;
  /**
   * Takes no more work and hands back what waits (those calls reject); the running photo may
   * finish within `graceMs` (default 0), then the worker ends.
   */
  close(options?: { graceMs?: number }): Promise<void>;
}

/**
 * Where drafting gets the seller's photos: the media module's, passed in as `app.deps.draftPhotos`.
 * Media runs the AI's vision engine and alt-text writer on its uploads, so the AI module never
 * imports media (ADR 037).
 */
export interface DraftPhotoSource {
  /** The owner's photos in the given order with their analysis; NOT_FOUND for one that is not theirs. */
  load(ownerId: string, ids: string[]): Promise<DraftImage[]>;
  /** Which of these are held for moderation, as stored now: ask after `load`, which may analyse. */
  heldIds(ownerId: string, ids: string[]): Promise<string[]>;
}

/** A suggestion as it goes into the seller's server draft. */
export interface SuggestionDraftInput {
  suggestion: AiSuggestion;
  /** Place, hand-over, quantity and negotiability as the seller said them; they win over the form's. */
  said: SaidDealFields;
  language: Language;
  /** The photos the suggestion was made from, in gallery order: the draft's photos. */
  mediaIds: string[];
  clientSessionId: string;
}

/**
 * Where drafting saves the seller's listing draft (ADR 040): the listings module's drafts, passed
 * in as `app.deps.sellerDrafts` because listings uses the AI module (ADR 037).
 */
export interface SellerDraftStore {
  /** NOT_FOUND for a draft that is not the seller's, CONFLICT for one already published. */
  assertOpen(sellerId: string, draftId: string): Promise<void>;
  create(
    sellerId: string,
    input: SuggestionDraftInput & { locationSlug?: string | undefined },
  ): Promise<ListingDraft>;
  /** Null when the draft was saved past `baseVersion` meanwhile. */
  applySuggestion(
    sellerId: string,
    draftId: string,
    input: SuggestionDraftInput & { baseVersion: number },
  ): Promise<ListingDraft | null>;
}

/**
 * A German place for a name the seller said ("Köln", "Cologne", "Kreuzberg", "80331"): the
 * locations module's gazetteer, passed in as `app.deps.findPlace` (ADR 046).
 */
export type PlaceFinder = (name: string) => { slug: string; label: string } | undefined;

/** Drafting from photos and a transcript; the local and the openai-compatible provider share it. */
export interface DraftingProvider {
  readonly name: DraftProvider;
  draft(input: DraftInput): Promise<DraftResult>;
}
