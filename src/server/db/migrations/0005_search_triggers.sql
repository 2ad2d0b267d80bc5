-- Full-text search (issue 4). drizzle-kit cannot express these, so they are hand-written here;
-- the search repository is the only code that reads them.
--
-- One weighted document per listing: title (A) above tags (B) above description (C). The title
-- and tags are stemmed in the listing's own language (German or English) and also kept unstemmed
-- ('simple'), so model names and brands match exactly. Queries are parsed with the German, English
-- and simple configurations and ORed, so stemming works both ways ("Jacken" finds "Jacke").
CREATE OR REPLACE FUNCTION listing_search_document(language text, title text, tags text[], description text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN language = 'de' THEN
      setweight(to_tsvector('german', coalesce(title, '')), 'A')
      || setweight(to_tsvector('german', coalesce(array_to_string(tags, ' '), '')), 'B')
      || setweight(to_tsvector('german', coalesce(description, '')), 'C')
    ELSE
      setweight(to_tsvector('english', coalesce(title, '')), 'A')
      || setweight(to_tsvector('english', coalesce(array_to_string(tags, ' '), '')), 'B')
      || setweight(to_tsvector('english', coalesce(description, '')), 'C')
    END
    || setweight(to_tsvector('simple', coalesce(title, '')), 'A')
    || setweight(to_tsvector('simple', coalesce(array_to_string(tags, ' '), '')), 'B')
$$;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_vector" tsvector
  GENERATED ALWAYS AS (listing_search_document("language", "title", "tags", "description")) STORED;--> statement-breakpoint
CREATE INDEX "listings_search_idx" ON "listings" USING gin ("search_vector") WHERE "status" = 'PUBLISHED';--> statement-breakpoint

-- The typo lexicon: every word of 3 to 40 characters from titles and tags, as the text-search
-- parser splits them (so umlauts and digits stay inside words whatever the database locale).
CREATE OR REPLACE FUNCTION listing_terms(title text, tags text[])
RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT word
  FROM unnest(tsvector_to_array(to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(array_to_string(tags, ' '), '')))) AS word
  WHERE length(word) BETWEEN 3 AND 40
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION listings_collect_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term) SELECT listing_terms(NEW.title, NEW.tags) ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER listings_search_terms AFTER INSERT OR UPDATE OF title, tags ON listings
  FOR EACH ROW EXECUTE FUNCTION listings_collect_search_terms();--> statement-breakpoint
INSERT INTO search_terms (term) SELECT DISTINCT listing_terms(title, tags) FROM listings ON CONFLICT DO NOTHING;--> statement-breakpoint

-- Price drops: a lower price remembers the one before it; a higher price forgets it.
CREATE OR REPLACE FUNCTION listings_track_price_drop() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.price_cents < OLD.price_cents THEN
    NEW.previous_price_cents := OLD.price_cents;
  ELSIF NEW.price_cents > OLD.price_cents THEN
    NEW.previous_price_cents := NULL;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER listings_price_drop BEFORE UPDATE OF price_cents ON listings
  FOR EACH ROW EXECUTE FUNCTION listings_track_price_drop();--> statement-breakpoint
UPDATE listings l SET previous_price_cents = (
  SELECT h.price_cents FROM listing_price_history h
  WHERE h.listing_id = l.id AND h.price_cents > l.price_cents
  ORDER BY h.changed_at DESC LIMIT 1);
