CREATE TABLE "search_popular_prefixes" (
	"language" text NOT NULL,
	"prefix" text NOT NULL,
	"queries" text[] NOT NULL,
	CONSTRAINT "search_popular_prefixes_language_prefix_pk" PRIMARY KEY("language","prefix")
);
--> statement-breakpoint
CREATE TABLE "search_popular_queries" (
	"language" text NOT NULL,
	"query" text NOT NULL,
	"sessions" integer NOT NULL,
	"days" integer NOT NULL,
	"last_searched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "search_popular_queries_language_query_pk" PRIMARY KEY("language","query")
);
--> statement-breakpoint
CREATE INDEX "search_popular_queries_prefix_idx" ON "search_popular_queries" USING btree ("language","query" text_pattern_ops);