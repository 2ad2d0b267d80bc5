CREATE TABLE "listing_marketplaces" (
	"listing_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"account_id" uuid,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"sku" text NOT NULL,
	"offer_id" text,
	"external_listing_id" text,
	"external_category_id" text,
	"url" text,
	"published_price_cents" integer,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_marketplaces_listing_id_channel_pk" PRIMARY KEY("listing_id","channel")
);
--> statement-breakpoint
CREATE TABLE "listing_view_days" (
	"listing_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_view_days_listing_id_day_pk" PRIMARY KEY("listing_id","day")
);
--> statement-breakpoint
CREATE TABLE "marketplace_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"environment" text NOT NULL,
	"external_user_name" text,
	"access_token_encrypted" text NOT NULL,
	"access_token_expires_at" timestamp with time zone NOT NULL,
	"refresh_token_encrypted" text NOT NULL,
	"refresh_token_expires_at" timestamp with time zone,
	"scopes" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"status" text DEFAULT 'connected' NOT NULL,
	"merchant_location_key" text,
	"fulfillment_policy_id" text,
	"payment_policy_id" text,
	"return_policy_id" text,
	"orders_polled_at" timestamp with time zone,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_category_cache" (
	"cache_key" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"external_category_id" text NOT NULL,
	"external_category_name" text,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_connect_states" (
	"state" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"return_to" text DEFAULT '/seller/workspace?section=integrations' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid,
	"seller_id" uuid NOT NULL,
	"job_id" uuid,
	"channel" text NOT NULL,
	"operation" text NOT NULL,
	"result" text NOT NULL,
	"response_code" integer,
	"external_error_id" text,
	"message" text,
	"duration_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publish_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"operation" text DEFAULT 'publish' NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"duration_ms" integer,
	"error_code" text,
	"error_message" text,
	"external_error_id" text,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_marketplaces" ADD CONSTRAINT "listing_marketplaces_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_marketplaces" ADD CONSTRAINT "listing_marketplaces_account_id_marketplace_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."marketplace_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_view_days" ADD CONSTRAINT "listing_view_days_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_accounts" ADD CONSTRAINT "marketplace_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_connect_states" ADD CONSTRAINT "marketplace_connect_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_events" ADD CONSTRAINT "marketplace_events_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_events" ADD CONSTRAINT "marketplace_events_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_events" ADD CONSTRAINT "marketplace_events_job_id_publish_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."publish_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_jobs" ADD CONSTRAINT "publish_jobs_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_jobs" ADD CONSTRAINT "publish_jobs_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_marketplaces_external_listing_idx" ON "listing_marketplaces" USING btree ("channel","external_listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_accounts_user_channel_idx" ON "marketplace_accounts" USING btree ("user_id","channel");--> statement-breakpoint
CREATE INDEX "marketplace_events_listing_idx" ON "marketplace_events" USING btree ("listing_id","created_at");--> statement-breakpoint
CREATE INDEX "marketplace_events_seller_idx" ON "marketplace_events" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "publish_jobs_listing_idx" ON "publish_jobs" USING btree ("listing_id","queued_at");--> statement-breakpoint
CREATE INDEX "publish_jobs_seller_idx" ON "publish_jobs" USING btree ("seller_id","queued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "publish_jobs_one_active_idx" ON "publish_jobs" USING btree ("listing_id","channel") WHERE status in ('PENDING', 'RUNNING');--> statement-breakpoint
CREATE INDEX "listings_seller_updated_idx" ON "listings" USING btree ("seller_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);