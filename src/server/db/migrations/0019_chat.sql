CREATE TABLE "chat_assistant_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"auto_send_topics" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_flag_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"flag_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"severity" text NOT NULL,
	"thread_id" uuid NOT NULL,
	"message_id" uuid,
	"sender_id" uuid NOT NULL,
	"reporter_id" uuid,
	"report_reason" text,
	"report_note" text,
	"findings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"moderator_notes" text,
	"decision" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"flagged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"kind" text DEFAULT 'text' NOT NULL,
	"body" text NOT NULL,
	"offer_id" uuid,
	"system_event" text,
	"status" text DEFAULT 'delivered' NOT NULL,
	"filter_findings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_auto_sent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chat_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"proposer_id" uuid NOT NULL,
	"made_by" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"message" text,
	"status" text DEFAULT 'open' NOT NULL,
	"parent_offer_id" uuid,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chat_threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	"buyer_read_at" timestamp with time zone,
	"seller_read_at" timestamp with time zone,
	"buyer_emailed_at" timestamp with time zone,
	"seller_emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_blocks" (
	"blocker_id" uuid NOT NULL,
	"blocked_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id")
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "minimum_offer_cents" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "communication_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "chat_blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_assistant_preferences" ADD CONSTRAINT "chat_assistant_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_flag_events" ADD CONSTRAINT "chat_flag_events_flag_id_chat_flags_id_fk" FOREIGN KEY ("flag_id") REFERENCES "public"."chat_flags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_flag_events" ADD CONSTRAINT "chat_flag_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_flags" ADD CONSTRAINT "chat_flags_thread_id_chat_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."chat_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_flags" ADD CONSTRAINT "chat_flags_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_flags" ADD CONSTRAINT "chat_flags_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_flags" ADD CONSTRAINT "chat_flags_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_flags" ADD CONSTRAINT "chat_flags_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_thread_id_chat_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."chat_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_offer_id_chat_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."chat_offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_offers" ADD CONSTRAINT "chat_offers_thread_id_chat_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."chat_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_offers" ADD CONSTRAINT "chat_offers_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_offers" ADD CONSTRAINT "chat_offers_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_offers" ADD CONSTRAINT "chat_offers_proposer_id_users_id_fk" FOREIGN KEY ("proposer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_threads" ADD CONSTRAINT "chat_threads_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_threads" ADD CONSTRAINT "chat_threads_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_threads" ADD CONSTRAINT "chat_threads_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_flag_events_flag_idx" ON "chat_flag_events" USING btree ("flag_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_flags_queue_idx" ON "chat_flags" USING btree ("status","severity","flagged_at");--> statement-breakpoint
CREATE INDEX "chat_flags_sender_idx" ON "chat_flags" USING btree ("sender_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_flags_message_unique" ON "chat_flags" USING btree ("message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_unique" ON "chat_messages" USING btree ("sender_id","client_id");--> statement-breakpoint
CREATE INDEX "chat_messages_thread_idx" ON "chat_messages" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_unread_idx" ON "chat_messages" USING btree ("thread_id") WHERE "chat_messages"."status" = 'delivered' AND "chat_messages"."read_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_offers_client_unique" ON "chat_offers" USING btree ("proposer_id","client_id");--> statement-breakpoint
CREATE INDEX "chat_offers_thread_idx" ON "chat_offers" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_offers_one_open_per_thread" ON "chat_offers" USING btree ("thread_id") WHERE "chat_offers"."status" = 'open';--> statement-breakpoint
CREATE INDEX "chat_offers_open_expiry_idx" ON "chat_offers" USING btree ("expires_at") WHERE "chat_offers"."status" = 'open';--> statement-breakpoint
CREATE INDEX "chat_offers_accepted_idx" ON "chat_offers" USING btree ("listing_id","buyer_id") WHERE "chat_offers"."status" = 'accepted';--> statement-breakpoint
CREATE UNIQUE INDEX "chat_threads_listing_buyer_unique" ON "chat_threads" USING btree ("listing_id","buyer_id");--> statement-breakpoint
CREATE INDEX "chat_threads_buyer_idx" ON "chat_threads" USING btree ("buyer_id","last_activity_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_threads_seller_idx" ON "chat_threads" USING btree ("seller_id","last_activity_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_threads_active_activity_idx" ON "chat_threads" USING btree ("last_activity_at") WHERE "chat_threads"."status" = 'active';--> statement-breakpoint
CREATE INDEX "user_blocks_blocked_idx" ON "user_blocks" USING btree ("blocked_id");