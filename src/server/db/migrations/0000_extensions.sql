-- Search needs trigram similarity (typo tolerance) and great-circle distances (radius search).
-- drizzle-kit does not emit CREATE EXTENSION, so they live in this hand-written migration.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
