ALTER TABLE "matches" ADD COLUMN "auto_pricing" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "price_margin" double precision DEFAULT 0.06 NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "priced_round_id" uuid;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "timeline_seed" text;--> statement-breakpoint
ALTER TABLE "odds" ADD COLUMN "pinned" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "odds" ADD COLUMN "offered" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "odds" ADD COLUMN "chance" double precision;--> statement-breakpoint
ALTER TABLE "odds" ADD COLUMN "previous_odds" double precision;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_price_margin_range" CHECK ("matches"."price_margin" >= 0 AND "matches"."price_margin" <= 0.5);--> statement-breakpoint
-- Matches that exist before automatic pricing keep the prices their admins set: every line they
-- have is an admin's (pinned), and the model adds none of its own unless an admin switches it on.
UPDATE "matches" SET "auto_pricing" = false;
