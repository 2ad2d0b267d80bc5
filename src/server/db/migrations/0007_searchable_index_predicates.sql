DROP INDEX "listings_published_newest_idx";--> statement-breakpoint
DROP INDEX "listings_published_price_idx";--> statement-breakpoint
DROP INDEX "listings_published_category_newest_idx";--> statement-breakpoint
DROP INDEX "listings_price_drop_idx";--> statement-breakpoint
DROP INDEX "listings_earth_idx";--> statement-breakpoint
CREATE INDEX "listings_published_newest_idx" ON "listings" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "listings"."status" = 'PUBLISHED' AND "listings"."sold_at" IS NULL;--> statement-breakpoint
CREATE INDEX "listings_published_price_idx" ON "listings" USING btree ("price_cents","id") WHERE "listings"."status" = 'PUBLISHED' AND "listings"."sold_at" IS NULL;--> statement-breakpoint
CREATE INDEX "listings_published_category_newest_idx" ON "listings" USING btree ("category_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "listings"."status" = 'PUBLISHED' AND "listings"."sold_at" IS NULL;--> statement-breakpoint
CREATE INDEX "listings_price_drop_idx" ON "listings" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "listings"."status" = 'PUBLISHED' AND "listings"."sold_at" IS NULL AND "listings"."previous_price_cents" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_earth_idx" ON "listings" USING gist (ll_to_earth("latitude", "longitude")) WHERE "listings"."status" = 'PUBLISHED' AND "listings"."sold_at" IS NULL;--> statement-breakpoint
-- The full-text index (hand-written in 0005) gets the same predicate as everything search reads.
DROP INDEX "listings_search_idx";--> statement-breakpoint
CREATE INDEX "listings_search_idx" ON "listings" USING gin ("search_vector") WHERE "status" = 'PUBLISHED' AND "sold_at" IS NULL;
