-- Radius search inside the full-text index (issue 4 benchmark). The GiST radius index alone could
-- not be combined with text: the planner misjudges earth-cube matches (estimated 964, found 63,329
-- around Berlin at 1,000,000 listings) and then tested every tsvector in the circle (0.3-4 s). Now
-- each listing's document also carries two grid-cell tokens (about 11 x 10 km and 111 x 100 km);
-- a search ANDs the cells covering its circle into the text query, so one GIN scan intersects text
-- and place, and the exact earth_distance check runs on the few rows left. The tokens start with
-- '~', which the text parser never produces from what people type.
CREATE OR REPLACE FUNCTION listing_geo_cells(latitude double precision, longitude double precision)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_tsvector(ARRAY[
    '~f' || floor(latitude * 10)::bigint::text || '_' || floor(longitude / 0.15)::bigint::text,
    '~c' || floor(latitude)::bigint::text || '_' || floor(longitude / 1.5)::bigint::text
  ])
$$;--> statement-breakpoint
DROP INDEX IF EXISTS "listings_search_idx";--> statement-breakpoint
ALTER TABLE "listings" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_vector" tsvector
  GENERATED ALWAYS AS (
    listing_search_document("language", "title", "tags", "description")
    || setweight(listing_geo_cells("latitude", "longitude"), 'D')
  ) STORED;--> statement-breakpoint
CREATE INDEX "listings_search_idx" ON "listings" USING gin ("search_vector") WHERE "status" = 'PUBLISHED' AND "sold_at" IS NULL;
