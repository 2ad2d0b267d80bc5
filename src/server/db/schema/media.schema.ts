import { languages } from '@shared/i18n/languages';
import type { CropArea, CropAspect } from '@shared/media/media-asset.schema';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { listings } from './listings.schema';
import { users } from './users.schema';

/**
 * Uploaded pictures (spec §3 "Media asset"), owned by the seller before and after they join a
 * listing. The original stays private under `originals/`; WebP variants are public.
 */
export const mediaAssets = pgTable(
  'media_assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set when the asset is attached to a listing (listing editor). */
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    /** SHA-256 of the uploaded bytes: the same image uploaded twice is recognised per owner. */
    contentHash: text('content_hash').notNull(),
    /** Key of the private original in media storage. */
    originalKey: text('original_key').notNull(),
    /** Prefix of the public variants: `<variantPrefix>/<variant>.webp`. */
    variantPrefix: text('variant_prefix').notNull(),
    mimeType: text('mime_type', { enum: ['image/jpeg', 'image/png', 'image/heic'] }).notNull(),
    originalName: text('original_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Of the upright original (EXIF orientation applied). */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Width and height of each stored variant, after crop: { thumbnail: { width, height }, ... }. */
    variantSizes: jsonb('variant_sizes').$type<Record<string, { width: number; height: number }>>().notNull(),
    source: text('source', { enum: ['camera', 'upload', 'thumbnail'] }).notNull(),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    altText: text('alt_text').notNull().default(''),
    altTextStatus: text('alt_text_status', { enum: ['generating', 'error', 'edited', 'accepted', 'empty'] })
      .notNull()
      .default('empty'),
    altTextEdited: boolean('alt_text_edited').notNull().default(false),
    /** The language the alt text is being written in, so a restart can finish writing it (ADR 036). */
    altTextLanguage: text('alt_text_language', { enum: languages }),
    crop: jsonb('crop').$type<{ aspect: CropAspect; area: CropArea; zoom: number; appliedAt: string }>(),
    position: smallint('position').notNull().default(0),
    isPrimary: boolean('is_primary').notNull().default(false),
    /** 'held' when the nudity check flagged the photo; moderators clear it. */
    moderation: text('moderation', { enum: ['clear', 'held'] })
      .notNull()
      .default('clear'),
    nsfwScore: real('nsfw_score'),
    /** What the local AI read from the photo (OCR text, objects, colour), kept so drafts don't redo it. */
    analysis: jsonb('analysis').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('media_assets_owner_hash_idx').on(table.ownerId, table.contentHash),
    index('media_assets_owner_created_idx').on(table.ownerId, table.createdAt.desc()),
    index('media_assets_listing_idx')
      .on(table.listingId, table.position)
      .where(sql`${table.listingId} IS NOT NULL`),
    index('media_assets_held_idx').on(table.createdAt).where(sql`${table.moderation} = 'held'`),
    // Work to resume at start: alt texts still being written when the app stopped.
    index('media_assets_generating_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.altTextStatus} = 'generating'`),
  ],
);

/**
 * Uploads per account and UTC day, counted when an upload is accepted for processing (not when
 * deleted), so the daily limits hold across processes and deleting photos does not free them.
 */
export const mediaUploadUsage = pgTable(
  'media_upload_usage',
  {
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    uploads: integer('uploads').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.ownerId, table.day] }),
    index('media_upload_usage_day_idx').on(table.day),
  ],
);
