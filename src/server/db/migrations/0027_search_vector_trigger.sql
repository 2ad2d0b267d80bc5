-- search_vector becomes a plain column kept up by a trigger (ADR 081 rule 6, ADR 086).
-- As a stored generated column, every change to the search document meant DROP and ADD of the
-- column: a full rewrite of listings under ACCESS EXCLUSIVE (minutes at 1,000,000 rows, 0008-0013).
-- DROP EXPRESSION only changes the catalogue: the values already stored stay, nothing is rewritten.
-- From here on a new document is a new listing_search_vector() body (CREATE OR REPLACE, instant)
-- followed by `npm run db:backfill -- --table=listings --set="search_vector = ..."` in short batches
-- while the app keeps running; new and edited listings get the new document from the trigger.
ALTER TABLE "listings" ALTER COLUMN "search_vector" DROP EXPRESSION;--> statement-breakpoint
-- The document exactly as 0013 generated it, now in one function so the trigger and a backfill
-- share it.
CREATE OR REPLACE FUNCTION listing_search_vector(language text, title text, tags text[], description text,
  latitude double precision, longitude double precision, category_id text, price_cents integer)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT listing_search_document(language, title, tags, description)
    || setweight(listing_geo_cells(latitude, longitude), 'D')
    || setweight(listing_category_tokens(category_id), 'D')
    || setweight(listing_price_token(price_cents), 'D')
    || setweight(listing_place_category_tokens(latitude, longitude, category_id), 'D')
    || setweight(listing_place_category_price_tokens(latitude, longitude, category_id, price_cents), 'D')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION listings_keep_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := listing_search_vector(NEW.language, NEW.title, NEW.tags, NEW.description,
    NEW.latitude, NEW.longitude, NEW.category_id, NEW.price_cents);
  RETURN NEW;
END
$$;--> statement-breakpoint
-- Only the inputs fire it on update: a status change, a view or a reservation leaves the document
-- alone and costs nothing extra.
CREATE TRIGGER listings_search_vector
  BEFORE INSERT OR UPDATE OF language, title, tags, description, latitude, longitude, category_id, price_cents
  ON listings FOR EACH ROW EXECUTE FUNCTION listings_keep_search_vector();
