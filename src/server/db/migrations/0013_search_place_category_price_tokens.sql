-- Category, place and price band as one token (issue 4 benchmark). A category + price + radius
-- search read each cell's category list (0011) and checked the price on the rows: within 50 km of
-- Düsseldorf, 33,000 heap rows for 7,300 matches, p95 about 70 ms at 1,000,000 listings. Price-band
-- tokens ORed beside the cell tokens made GIN merge the bands' long lists instead (442 -> 17,855
-- buffers). Each listing now also carries its 0011 tokens with its price band appended
-- ('~f524_89.fashion.p4'), so the search reads the small lists of exactly its cells, category and
-- bands; the exact price and distance are still checked on the rows left. These bands include
-- their upper bound (20 < price <= 50 is band 3), unlike the '~p' tokens of 0010: price filters
-- mostly end on a round maximum ("up to 50 €"), which then reads no band above it.
-- The generated column is restated whole below: PostgreSQL 15 cannot change a generated
-- expression in place (SET EXPRESSION arrived in 17), so the column is dropped and added again.
CREATE OR REPLACE FUNCTION listing_place_category_price_tokens(latitude double precision, longitude double precision, category_id text, price_cents integer)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  -- The band of price - 1 by 0010's bounds ('~p3' -> 'p3'), so the bounds stay in one function.
  SELECT array_to_tsvector(ARRAY(
    SELECT token || '.' || ltrim(band, '~')
    FROM unnest(tsvector_to_array(listing_place_category_tokens(latitude, longitude, category_id))) AS token,
      unnest(tsvector_to_array(listing_price_token(price_cents - 1))) AS band
  ))
$$;--> statement-breakpoint
DROP INDEX IF EXISTS "listings_search_idx";--> statement-breakpoint
ALTER TABLE "listings" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_vector" tsvector
  GENERATED ALWAYS AS (
    listing_search_document("language", "title", "tags", "description")
    || setweight(listing_geo_cells("latitude", "longitude"), 'D')
    || setweight(listing_category_tokens("category_id"), 'D')
    || setweight(listing_price_token("price_cents"), 'D')
    || setweight(listing_place_category_tokens("latitude", "longitude", "category_id"), 'D')
    || setweight(listing_place_category_price_tokens("latitude", "longitude", "category_id", "price_cents"), 'D')
  ) STORED;--> statement-breakpoint
CREATE INDEX "listings_search_idx" ON "listings" USING gin ("search_vector") WHERE "status" = 'PUBLISHED' AND "sold_at" IS NULL;
