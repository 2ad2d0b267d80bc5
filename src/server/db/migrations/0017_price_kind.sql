ALTER TABLE "listings" ADD COLUMN "price_kind" text DEFAULT 'fixed' NOT NULL;--> statement-breakpoint
UPDATE "listings" SET "price_kind" = 'negotiable' WHERE "is_negotiable";--> statement-breakpoint
ALTER TABLE "listings" DROP COLUMN "is_negotiable";--> statement-breakpoint
UPDATE "listing_drafts" SET "snapshot" = jsonb_set("snapshot" #- '{fields,isNegotiable}', '{fields,priceKind}', CASE WHEN ("snapshot"->'fields'->>'isNegotiable')::boolean THEN '"negotiable"'::jsonb ELSE '"fixed"'::jsonb END) WHERE "snapshot"->'fields' ? 'isNegotiable';
