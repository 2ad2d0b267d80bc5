CREATE TABLE "media_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"listing_id" uuid,
	"content_hash" text NOT NULL,
	"original_key" text NOT NULL,
	"variant_prefix" text NOT NULL,
	"mime_type" text NOT NULL,
	"original_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variant_sizes" jsonb NOT NULL,
	"source" text NOT NULL,
	"captured_at" timestamp with time zone,
	"alt_text" text DEFAULT '' NOT NULL,
	"alt_text_status" text DEFAULT 'empty' NOT NULL,
	"alt_text_edited" boolean DEFAULT false NOT NULL,
	"crop" jsonb,
	"position" smallint DEFAULT 0 NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"moderation" text DEFAULT 'clear' NOT NULL,
	"nsfw_score" real,
	"analysis" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_assets" ADD CONSTRAINT "media_assets_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_assets" ADD CONSTRAINT "media_assets_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_assets_owner_hash_idx" ON "media_assets" USING btree ("owner_id","content_hash");--> statement-breakpoint
CREATE INDEX "media_assets_owner_created_idx" ON "media_assets" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "media_assets_listing_idx" ON "media_assets" USING btree ("listing_id","position") WHERE "media_assets"."listing_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "media_assets_held_idx" ON "media_assets" USING btree ("created_at") WHERE "media_assets"."moderation" = 'held';