import type { AttributeSchema } from '@shared/catalog/attribute.schema';
import { doublePrecision, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const categories = pgTable('categories', {
  /** Stable id, equal to the slug (e.g. "fashion-women-jackets"); the spec wants categoryId >= 3 chars. */
  id: text('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  parentId: text('parent_id'),
  level: integer('level').notNull(),
  position: integer('position').notNull().default(0),
  nameEn: text('name_en').notNull(),
  nameDe: text('name_de').notNull(),
  icon: text('icon').notNull().default('tag'),
  /** The attribute form for listings in this category; children inherit and extend their parent's. */
  attributeSchema: jsonb('attribute_schema').$type<AttributeSchema>().notNull().default({ fields: [] }),
});

export const cities = pgTable('cities', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  label: text('label').notNull(),
  state: text('state').notNull(),
  postalCodes: text('postal_codes').array().notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  keywords: text('keywords').array().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
