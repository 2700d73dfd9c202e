ALTER TABLE "bets" ADD COLUMN "team" text;--> statement-breakpoint
ALTER TABLE "match_events" ADD COLUMN "team" text;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "team_lines" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "odds" ADD COLUMN "team" text;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_team" CHECK ("bets"."team" IS NULL OR "bets"."team" IN ('home', 'away'));--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_team" CHECK ("match_events"."team" IS NULL OR "match_events"."team" IN ('home', 'away'));--> statement-breakpoint
ALTER TABLE "odds" ADD CONSTRAINT "odds_team" CHECK ("odds"."team" IS NULL OR "odds"."team" IN ('home', 'away'));