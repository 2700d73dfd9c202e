CREATE TABLE "betting_closures" (
	"lobby_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"penalized" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "betting_closures_lobby_id_round_id_pk" PRIMARY KEY("lobby_id","round_id")
);
--> statement-breakpoint
CREATE TABLE "replay_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"replay_id" uuid NOT NULL,
	"half_number" integer NOT NULL,
	"second" double precision NOT NULL,
	"event_type" text NOT NULL,
	"recorded_at" timestamp with time zone,
	"event_id" uuid,
	"skip_reason" text
);
--> statement-breakpoint
CREATE TABLE "replays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"format" text NOT NULL,
	"clock_speed" double precision NOT NULL,
	"half_lengths" jsonb NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "replays_match_id_unique" UNIQUE("match_id"),
	CONSTRAINT "replays_status" CHECK ("replays"."status" IN ('running', 'finished')),
	CONSTRAINT "replays_clock_speed_positive" CHECK ("replays"."clock_speed" > 0)
);
--> statement-breakpoint
ALTER TABLE "betting_closures" ADD CONSTRAINT "betting_closures_lobby_id_lobbies_id_fk" FOREIGN KEY ("lobby_id") REFERENCES "public"."lobbies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "betting_closures" ADD CONSTRAINT "betting_closures_round_id_match_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."match_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replay_events" ADD CONSTRAINT "replay_events_replay_id_replays_id_fk" FOREIGN KEY ("replay_id") REFERENCES "public"."replays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replay_events" ADD CONSTRAINT "replay_events_event_id_match_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."match_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replays" ADD CONSTRAINT "replays_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replays" ADD CONSTRAINT "replays_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "replay_events_due_idx" ON "replay_events" USING btree ("replay_id","half_number","second");--> statement-breakpoint
CREATE INDEX "replays_status_idx" ON "replays" USING btree ("status");