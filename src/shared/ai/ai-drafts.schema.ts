import { z } from 'zod';
import { languageSchema } from '../i18n/languages';
import { clientSessionIdSchema, listingDraftSchema } from '../listings/listing-editor.schema';
import { mediaPerListingMax } from '../media/media-asset.schema';
import { speechLanguages, speechTranscriptMax } from '../speech/speech.schema';
import { draftProviders, listingDraftSuggestionSchema } from './draft-suggestion.schema';

/**
 * Where the AI's suggestion is saved (ADR 040): without `id` a new server draft (its fields blank
 * but for the suggestion, the photos and `locationSlug`); with `id` and `baseVersion` the seller's
 * draft, whose fields the seller has not changed take the suggestion.
 */
export const draftSaveTargetSchema = z
  .strictObject({
    /** The editor tab asking, recorded on the draft like its own saves. */
    clientSessionId: clientSessionIdSchema,
    id: z.uuid().optional(),
    baseVersion: z.number().int().min(1).optional(),
    /** A new draft's place, e.g. the seller's usual one. */
    locationSlug: z.string().trim().max(120).optional(),
  })
  .refine((target) => (target.id === undefined) === (target.baseVersion === undefined), {
    message: 'A draft id comes with its baseVersion.',
    path: ['baseVersion'],
  });
export type DraftSaveTarget = z.input<typeof draftSaveTargetSchema>;

/** `POST /api/ai/drafts`: photos alone, a transcript alone, or both. */
export const draftRequestSchema = z
  .strictObject({
    mediaIds: z.array(z.uuid()).max(mediaPerListingMax).default([]),
    transcript: z.string().max(speechTranscriptMax).default(''),
    /** Language spoken in the transcript, when the seller chose one. */
    transcriptLanguage: z.enum(speechLanguages).optional(),
    /** Language the draft is written in (the listing's language). */
    language: languageSchema,
    /** The server draft the suggestion goes into; without it the answer is a suggestion only. */
    saveTo: draftSaveTargetSchema.optional(),
  })
  .refine((body) => body.mediaIds.length > 0 || body.transcript.trim().length > 0, {
    message: 'Add a photo or describe the item.',
    path: ['mediaIds'],
  });
export type DraftRequest = z.input<typeof draftRequestSchema>;

export const draftResponseSchema = z.object({
  data: z.object({
    draft: listingDraftSuggestionSchema,
    provider: z.enum(draftProviders),
    requestId: z.string(),
    elapsedMs: z.number().int(),
    /** Photos held for moderation (nudity check); they stay out of the listing until cleared. */
    heldMediaIds: z.array(z.uuid()),
    /** Translated notices, e.g. "the AI answer was repaired" or "no photo text found". */
    notices: z.array(z.object({ code: z.string(), message: z.string() })),
    /**
     * The server draft as saved with the suggestion (`saveTo`). Null without `saveTo`, and when the
     * draft was saved past `baseVersion` meanwhile: the caller merges the suggestion into its copy.
     */
    listingDraft: listingDraftSchema.nullable(),
  }),
});
export type DraftResponse = z.infer<typeof draftResponseSchema>;

/** `GET /api/ai/status`: what runs here, so the web can say "not set up" honestly. */
export const aiStatusResponseSchema = z.object({
  data: z.object({
    draftProvider: z.enum(draftProviders),
    speechTranscription: z.boolean(),
    localModels: z.enum(['cold', 'warming', 'ready', 'failed']),
  }),
});
export type AiStatusResponse = z.infer<typeof aiStatusResponseSchema>;
