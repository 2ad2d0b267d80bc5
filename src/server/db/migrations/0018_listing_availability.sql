CREATE TABLE "listing_availability_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"from_availability" text NOT NULL,
	"to_availability" text NOT NULL,
	"actor_id" uuid,
	"actor_role" text NOT NULL,
	"buyer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "reserved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "reserved_for_user_id" uuid;--> statement-breakpoint
ALTER TABLE "listing_availability_events" ADD CONSTRAINT "listing_availability_events_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_availability_events" ADD CONSTRAINT "listing_availability_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_availability_events" ADD CONSTRAINT "listing_availability_events_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_availability_events_listing_idx" ON "listing_availability_events" USING btree ("listing_id","created_at");--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_reserved_for_user_id_users_id_fk" FOREIGN KEY ("reserved_for_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;