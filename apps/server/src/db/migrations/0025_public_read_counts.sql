-- The public pages' read counts, summed across server processes (modules/public-booking/public-read-counts.ts).
-- UNLOGGED (written by hand: Drizzle has no such option): no WAL for a counter rewritten every second,
-- and a crash that empties it only forgets the current windows.
CREATE UNLOGGED TABLE "public_read_counts" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"window_ends_at" timestamp (3) with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "public_read_counts_scope_key_window_ends_at_pk" PRIMARY KEY("scope","key","window_ends_at")
);
--> statement-breakpoint
CREATE INDEX "public_read_counts_window_ends_idx" ON "public_read_counts" USING btree ("window_ends_at");