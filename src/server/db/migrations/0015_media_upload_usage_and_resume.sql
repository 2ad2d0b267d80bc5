CREATE TABLE "media_upload_usage" (
	"owner_id" uuid NOT NULL,
	"day" date NOT NULL,
	"uploads" integer NOT NULL,
	"bytes" bigint NOT NULL,
	CONSTRAINT "media_upload_usage_owner_id_day_pk" PRIMARY KEY("owner_id","day")
);
--> statement-breakpoint
ALTER TABLE "media_assets" ADD COLUMN "alt_text_language" text;--> statement-breakpoint
ALTER TABLE "media_upload_usage" ADD CONSTRAINT "media_upload_usage_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_upload_usage_day_idx" ON "media_upload_usage" USING btree ("day");--> statement-breakpoint
CREATE INDEX "media_assets_generating_idx" ON "media_assets" USING btree ("created_at","id") WHERE "media_assets"."alt_text_status" = 'generating';