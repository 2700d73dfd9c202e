ALTER TABLE "lobbies" ADD COLUMN "locked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lobby_users" ADD COLUMN "removed_by" text;--> statement-breakpoint
ALTER TABLE "lobby_users" ADD CONSTRAINT "lobby_users_removed_by" CHECK ("lobby_users"."removed_by" IN ('host', 'admin'));