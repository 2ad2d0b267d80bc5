ALTER TABLE "listing_drafts" DROP CONSTRAINT "listing_drafts_published_listing_id_listings_id_fk";
--> statement-breakpoint
ALTER TABLE "listing_drafts" ADD COLUMN "listing_id" uuid;--> statement-breakpoint
ALTER TABLE "listing_drafts" ADD CONSTRAINT "listing_drafts_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_drafts" ADD CONSTRAINT "listing_drafts_published_listing_id_listings_id_fk" FOREIGN KEY ("published_listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_drafts_open_edit_idx" ON "listing_drafts" USING btree ("listing_id") WHERE "listing_drafts"."listing_id" IS NOT NULL AND "listing_drafts"."published_listing_id" IS NULL;