-- Category inside the full-text index (issue 4 benchmark). Category + price + radius read every
-- listing in the circle through the GiST index (about 60,000 rows around Berlin at 1,000,000
-- listings; p95 0.6 s). Each listing's document now also carries one token per level of its
-- category ('~kfashion', '~kfashion-women', '~kfashion-women-jackets'), so a category search ANDs
-- its token with the text and the grid cells in one GIN scan. Category ids extend their parent's
-- id by '-<slug>' (a taxonomy test guards this), so the id's '-' prefixes are exactly its path.
-- A price token ('~p0'..'~p9', bands at 5, 10, 20, 50, 100, 250, 500, 1,000 and 2,500 euros) lets a
-- price range narrow the index scan too; the exact bounds are still checked on the rows.
CREATE OR REPLACE FUNCTION listing_category_tokens(category_id text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_tsvector(ARRAY(
    SELECT '~k' || array_to_string((string_to_array(category_id, '-'))[1:depth], '-')
    FROM generate_series(1, cardinality(string_to_array(category_id, '-'))) AS depth
  ))
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION listing_price_token(price_cents integer)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_tsvector(ARRAY[
    '~p' || width_bucket(price_cents, ARRAY[500, 1000, 2000, 5000, 10000, 25000, 50000, 100000, 250000])::text
  ])
$$;--> statement-breakpoint
DROP INDEX IF EXISTS "listings_search_idx";--> statement-breakpoint
ALTER TABLE "listings" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_vector" tsvector
  GENERATED ALWAYS AS (
    listing_search_document("language", "title", "tags", "description")
    || setweight(listing_geo_cells("latitude", "longitude"), 'D')
    || setweight(listing_category_tokens("category_id"), 'D')
    || setweight(listing_price_token("price_cents"), 'D')
  ) STORED;--> statement-breakpoint
CREATE INDEX "listings_search_idx" ON "listings" USING gin ("search_vector") WHERE "status" = 'PUBLISHED' AND "sold_at" IS NULL;
