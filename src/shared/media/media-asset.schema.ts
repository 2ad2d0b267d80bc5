import { z } from 'zod';
import { languageSchema } from '../i18n/languages';

/** Spec §5 "Upload" and §9: JPG, PNG and HEIC up to 15 MB each, recognised by content. */
export const mediaUploadMaxBytes = 15 * 1024 * 1024;
export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/heic'] as const;
export type AcceptedImageType = (typeof acceptedImageTypes)[number];
/** What the file picker offers; the server still checks the bytes (HEIF brands count as HEIC). */
export const imagePickerAccept = 'image/jpeg,image/png,image/heic,image/heif,.jpg,.jpeg,.png,.heic,.heif';
/** Images per listing, as the gallery and the draft request allow. */
export const mediaPerListingMax = 20;
/**
 * Uploads per account and UTC day (ADR 036). A busy private seller listing 20 items with 10 photos
 * each, plus retakes, stays under both; a flood of photos stops here. Duplicates do not count.
 */
export const mediaUploadsPerDay = 250;
/** 2 GiB a day: 200 photos at 10 MB, more than the 3-5 MB a phone photo usually takes. */
export const mediaUploadBytesPerDay = 2 * 1024 * 1024 * 1024;

export const mediaSources = ['camera', 'upload', 'thumbnail'] as const;
export type MediaSource = (typeof mediaSources)[number];

/** Spec §4 "Alt text". */
export const altTextStatuses = ['generating', 'error', 'edited', 'accepted', 'empty'] as const;
export type AltTextStatus = (typeof altTextStatuses)[number];
export const altTextMax = 250;

/** Spec §9 crop ratios. */
export const cropAspects = ['1:1', '4:3', '3:4'] as const;
export type CropAspect = (typeof cropAspects)[number];
export const cropZoomMin = 1;
export const cropZoomMax = 4;

/** Stored variants, all WebP (widths in media-url on the server). */
export const mediaVariantNames = ['thumbnail', 'card', 'detail', 'zoom'] as const;
export type MediaVariantName = (typeof mediaVariantNames)[number];

/** Moderation of the photo itself: nudity-flagged uploads are held until a moderator clears them. */
export const mediaModerationStates = ['clear', 'held'] as const;

/** A crop area as fractions (0..1) of the upright original, so it survives any variant size. */
export const cropAreaSchema = z
  .object({
    x: z.number().min(0).max(1),
    y: z.number().min(0).max(1),
    width: z.number().gt(0).max(1),
    height: z.number().gt(0).max(1),
  })
  .refine((area) => area.x + area.width <= 1.0001 && area.y + area.height <= 1.0001, {
    message: 'The crop area must lie inside the image.',
  });
export type CropArea = z.infer<typeof cropAreaSchema>;

export const mediaVariantSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/** Spec §3 "Media asset". `url` is the detail variant; `originalUrl` is private to the owner. */
export const mediaAssetSchema = z
  .object({
    id: z.uuid(),
    url: z.string(),
    originalUrl: z.string(),
    variants: z.object({
      thumbnail: mediaVariantSchema,
      card: mediaVariantSchema,
      detail: mediaVariantSchema,
      zoom: mediaVariantSchema,
    }),
    source: z.enum(mediaSources),
    capturedAt: z.iso.datetime().nullable(),
    name: z.string(),
    /** Bytes of the uploaded original. */
    size: z.number().int(),
    mimeType: z.enum(acceptedImageTypes),
    altText: z.string(),
    altTextEdited: z.boolean(),
    altTextStatus: z.enum(altTextStatuses),
    /** Of the upright original (EXIF orientation applied). */
    width: z.number().int(),
    height: z.number().int(),
    crop: z
      .object({
        aspect: z.enum(cropAspects),
        area: cropAreaSchema,
        zoom: z.number(),
        appliedAt: z.iso.datetime(),
      })
      .nullable(),
    order: z.number().int(),
    primary: z.boolean(),
    moderation: z.enum(mediaModerationStates),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'MediaAsset' });
export type MediaAsset = z.infer<typeof mediaAssetSchema>;

/**
 * Multipart fields sent with the file (`file`) to `POST /api/media`. The file itself is checked
 * by its bytes, never by name or declared type.
 */
export const mediaUploadFieldsSchema = z.object({
  source: z.enum(mediaSources).default('upload'),
  capturedAt: z.iso.datetime().optional(),
  /** The listing's language, for the alt text written after the upload. */
  language: languageSchema.default('en'),
});

export const mediaUploadResponseSchema = z.object({
  data: z.object({
    asset: mediaAssetSchema,
    /** True when the same image (same bytes) was uploaded before by this user: that asset is returned. */
    duplicate: z.boolean(),
  }),
});
export type MediaUploadResponse = z.infer<typeof mediaUploadResponseSchema>;

export const mediaAssetResponseSchema = z.object({ data: z.object({ asset: mediaAssetSchema }) });
export const mediaAssetListResponseSchema = z.object({
  data: z.object({ assets: z.array(mediaAssetSchema) }),
});

export const mediaCropMessages = { missingArea: 'missing crop area' } as const;

/** `POST /api/media/{id}/crop`: the area is required (spec §5 "crop area required before saving"). */
export const mediaCropRequestSchema = z.strictObject({
  aspect: z.enum(cropAspects),
  area: cropAreaSchema.nullable().optional(),
  zoom: z.number().min(cropZoomMin).max(cropZoomMax).default(1),
});

/** `PATCH /api/media/{id}/alt-text`: the seller edits (status edited) or accepts (status accepted). */
export const mediaAltTextRequestSchema = z.strictObject({
  altText: z.string().trim().max(altTextMax),
  status: z.enum(['edited', 'accepted']),
});

/**
 * `POST /api/media/{id}/alt-text/generate`: (re)writes the alt text with the AI in this language.
 * A text the seller wrote themselves (altTextEdited) is kept unless `replaceEdited` is true.
 */
export const mediaAltTextGenerateRequestSchema = z.strictObject({
  language: languageSchema,
  replaceEdited: z.boolean().default(false),
});

/** `PUT /api/media/arrangement`: gallery order (first = position 0) and the primary image. */
export const mediaArrangementRequestSchema = z.strictObject({
  ids: z.array(z.uuid()).min(1).max(mediaPerListingMax),
  primaryId: z.uuid(),
});
