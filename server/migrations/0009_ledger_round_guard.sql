ALTER TABLE "chip_ledger" DROP CONSTRAINT "chip_ledger_bet_kind_version_key";--> statement-breakpoint
ALTER TABLE "chip_ledger" DROP CONSTRAINT "chip_ledger_round_id_match_rounds_id_fk";
--> statement-breakpoint
CREATE UNIQUE INDEX "chip_ledger_bet_kind_version_key" ON "chip_ledger" USING btree ("bet_id","kind","settlement_version") WHERE "chip_ledger"."bet_id" IS NOT NULL;--> statement-breakpoint
CREATE FUNCTION refuse_deleting_round_with_chips() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- a fresh look (READ COMMITTED), taken once the round's row is locked for this delete: a writer
  -- of the round's ledger rows holds a lock on that row until it commits
  IF EXISTS (SELECT 1 FROM chip_ledger WHERE round_id = OLD.id) THEN
    RAISE EXCEPTION 'chips were moved on round %', OLD.id USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER match_rounds_keep_ledger BEFORE DELETE ON match_rounds
  FOR EACH ROW EXECUTE FUNCTION refuse_deleting_round_with_chips();

