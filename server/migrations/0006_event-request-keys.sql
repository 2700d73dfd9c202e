CREATE TABLE "event_request_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"event_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_request_keys" ADD CONSTRAINT "event_request_keys_event_id_match_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."match_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_request_keys_created_idx" ON "event_request_keys" USING btree ("created_at");