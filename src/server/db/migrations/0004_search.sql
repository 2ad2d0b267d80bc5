CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"category" text NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"action_to" text,
	"dedupe_key" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_search_matches" (
	"saved_search_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_matches_saved_search_id_listing_id_pk" PRIMARY KEY("saved_search_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"label" text NOT NULL,
	"params" jsonb NOT NULL,
	"params_key" text NOT NULL,
	"notifications_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"alerted_until" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "previous_price_cents" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_idx" ON "notifications" USING btree ("user_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_searches_user_params_idx" ON "saved_searches" USING btree ("user_id","params_key");--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gist ("term" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_published_newest_idx" ON "listings" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "listings"."status" = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "listings_published_price_idx" ON "listings" USING btree ("price_cents","id") WHERE "listings"."status" = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "listings_published_category_newest_idx" ON "listings" USING btree ("category_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "listings"."status" = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "listings_price_drop_idx" ON "listings" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "listings"."status" = 'PUBLISHED' AND "listings"."previous_price_cents" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_earth_idx" ON "listings" USING gist (ll_to_earth("latitude", "longitude")) WHERE "listings"."status" = 'PUBLISHED';