ALTER TABLE "users" ADD COLUMN "response_rate" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "response_time_minutes" integer;