CREATE TABLE "round_prices" (
	"round_id" uuid NOT NULL,
	"odd_id" uuid NOT NULL,
	"odds" double precision NOT NULL,
	"chance" double precision,
	"end_minute" double precision,
	"priced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "round_prices_round_id_odd_id_pk" PRIMARY KEY("round_id","odd_id")
);
--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "odds" ADD COLUMN "priced_round_id" uuid;--> statement-breakpoint
ALTER TABLE "odds" ADD COLUMN "withdrawn" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "round_prices" ADD CONSTRAINT "round_prices_round_id_match_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."match_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_prices" ADD CONSTRAINT "round_prices_odd_id_odds_id_fk" FOREIGN KEY ("odd_id") REFERENCES "public"."odds"("id") ON DELETE cascade ON UPDATE no action;